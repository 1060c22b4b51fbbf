import type { LOTTERY_PRIZES } from '@portal/shared/constants';
import type { LotteryMarket } from '../../db/column-types.ts';

/*
 * What each market draws: prize names in order (index 0 is
 * the special prize), how many numbers of how many digits each, and the Vietnamese stations of
 * each weekday. Keno and the digit game keep their balls in prize 0.
 */

export type PrizeName = (typeof LOTTERY_PRIZES)[number];

export interface PrizeShape {
  prize: PrizeName;
  count: number;
  digits: number;
}

/** XSMB: 27 numbers. */
export const NORTH_SHAPE: PrizeShape[] = [
  { prize: 'special', count: 1, digits: 5 },
  { prize: 'first', count: 1, digits: 5 },
  { prize: 'second', count: 2, digits: 5 },
  { prize: 'third', count: 6, digits: 5 },
  { prize: 'fourth', count: 4, digits: 4 },
  { prize: 'fifth', count: 6, digits: 4 },
  { prize: 'sixth', count: 3, digits: 3 },
  { prize: 'seventh', count: 4, digits: 2 },
];

/** XSMN and XSMT: 18 numbers per station. */
export const SOUTH_SHAPE: PrizeShape[] = [
  { prize: 'special', count: 1, digits: 6 },
  { prize: 'first', count: 1, digits: 5 },
  { prize: 'second', count: 1, digits: 5 },
  { prize: 'third', count: 2, digits: 5 },
  { prize: 'fourth', count: 7, digits: 5 },
  { prize: 'fifth', count: 1, digits: 4 },
  { prize: 'sixth', count: 3, digits: 4 },
  { prize: 'seventh', count: 1, digits: 3 },
  { prize: 'eighth', count: 1, digits: 2 },
];

export const KENO_BALLS = 20;
export const DIGIT_BALLS = 5;

export type Region = 'north' | 'south' | 'keno' | 'digit';

export const regionOf = (market: LotteryMarket): Region =>
  market === 'XSMB' || market === 'FAST_NORTH'
    ? 'north'
    : market === 'XSMN' || market === 'XSMT'
      ? 'south'
      : market === 'KENO'
        ? 'keno'
        : 'digit';

export const shapeOf = (market: LotteryMarket): PrizeShape[] | null => {
  const region = regionOf(market);
  return region === 'north' ? NORTH_SHAPE : region === 'south' ? SOUTH_SHAPE : null;
};

/** The prize whose numbers "đề đầu" bets on: the four seventh-prize numbers in the north, the eighth in the south. */
export const headPrizeOf = (region: Region) => (region === 'north' ? 7 : 8);

export const VN_TIME_ZONE_OFFSET_MINUTES = 7 * 60;

export interface Station {
  code: string;
  name: string;
}

const S = (code: string, name: string): Station => ({ code, name });

/** Index 0 is Sunday, as Date.getUTCDay() counts. */
const NORTH_ROTATION: Station[] = [
  S('TB', 'Thái Bình'),
  S('HN', 'Hà Nội'),
  S('QN', 'Quảng Ninh'),
  S('BN', 'Bắc Ninh'),
  S('HN', 'Hà Nội'),
  S('HP', 'Hải Phòng'),
  S('ND', 'Nam Định'),
];

const SOUTH_DAYS: Station[][] = [
  [S('TG', 'Tiền Giang'), S('KG', 'Kiên Giang'), S('DL', 'Đà Lạt')],
  [S('HCM', 'TP. Hồ Chí Minh'), S('DT', 'Đồng Tháp'), S('CM', 'Cà Mau')],
  [S('BTR', 'Bến Tre'), S('VT', 'Vũng Tàu'), S('BL', 'Bạc Liêu')],
  [S('DN', 'Đồng Nai'), S('CT', 'Cần Thơ'), S('ST', 'Sóc Trăng')],
  [S('TN', 'Tây Ninh'), S('AG', 'An Giang'), S('BTH', 'Bình Thuận')],
  [S('VL', 'Vĩnh Long'), S('BD', 'Bình Dương'), S('TV', 'Trà Vinh')],
  [S('HCM', 'TP. Hồ Chí Minh'), S('LA', 'Long An'), S('BP', 'Bình Phước'), S('HG', 'Hậu Giang')],
];

const CENTRAL_DAYS: Station[][] = [
  [S('KT', 'Kon Tum'), S('KH', 'Khánh Hòa'), S('TTH', 'Thừa Thiên Huế')],
  [S('TTH', 'Thừa Thiên Huế'), S('PY', 'Phú Yên')],
  [S('DLK', 'Đắk Lắk'), S('QNM', 'Quảng Nam')],
  [S('DNG', 'Đà Nẵng'), S('KH', 'Khánh Hòa')],
  [S('BDI', 'Bình Định'), S('QT', 'Quảng Trị'), S('QB', 'Quảng Bình')],
  [S('GL', 'Gia Lai'), S('NT', 'Ninh Thuận')],
  [S('DNG', 'Đà Nẵng'), S('QNG', 'Quảng Ngãi'), S('DNO', 'Đắk Nông')],
];

/** The stations drawing on a Vietnamese calendar day (weekday 0 = Sunday). */
export function stationsOf(market: LotteryMarket, weekday: number): Station[] {
  if (market === 'XSMB') return [NORTH_ROTATION[weekday]!];
  if (market === 'XSMN') return SOUTH_DAYS[weekday]!;
  if (market === 'XSMT') return CENTRAL_DAYS[weekday]!;
  return [];
}

export const stationName = (code: string | null): string | null => {
  if (!code) return null;
  for (const day of [NORTH_ROTATION, ...SOUTH_DAYS, ...CENTRAL_DAYS].flat()) if (day.code === code) return day.name;
  return null;
};

/** A Vietnamese calendar day (yyyy-mm-dd) and its weekday, for an instant. */
export function vnDay(at: Date): { date: string; weekday: number } {
  const local = new Date(at.getTime() + VN_TIME_ZONE_OFFSET_MINUTES * 60_000);
  return { date: local.toISOString().slice(0, 10), weekday: local.getUTCDay() };
}

/** The instant of hh:mm on a Vietnamese calendar day. */
export function vnInstant(date: string, time: string): Date {
  return new Date(Date.parse(`${date}T${time}:00Z`) - VN_TIME_ZONE_OFFSET_MINUTES * 60_000);
}

export const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
