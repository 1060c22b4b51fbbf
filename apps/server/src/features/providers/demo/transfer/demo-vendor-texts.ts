import type { Language } from '@portal/shared/languages';

/*
 * The demo transfer vendor's page in the portal's six languages (the page is the vendor's own,
 * served outside the web app, so it carries its own texts). Team names are invented proper names
 * and stay as they are.
 */

type Texts = Record<
  | 'demo'
  | 'notice'
  | 'balance'
  | 'stake'
  | 'deal'
  | 'paid'
  | 'noWin'
  | 'insufficient'
  | 'expired'
  | 'unavailable'
  | 'limit'
  | 'sports'
  | 'esports'
  | 'high-card'
  | 'bookRule'
  | 'highCardRule'
  | 'draw'
  | 'result'
  | 'you'
  | 'house'
  | 'player'
  | 'tie',
  string
>;

export const DEMO_VENDOR_TEXTS: Record<Language, Texts> = {
  en: {
    demo: 'Demo',
    notice:
      'A game of the demo vendor. Bets are real and use your balance in this vendor’s wallet: move money into it from your main wallet first, and back when you are done.',
    balance: 'Balance at this vendor',
    stake: 'Stake',
    deal: 'Deal',
    paid: 'Won {amount}',
    noWin: 'No win this time',
    insufficient: 'Your balance at this vendor does not cover this bet: transfer money into its wallet first.',
    expired: 'This session has ended: open the game again from the lobby.',
    unavailable: 'The vendor is not answering. Please try again.',
    limit: 'The stake is outside the limits of this game.',
    sports: 'Demo sportsbook',
    esports: 'Demo esports',
    'high-card': 'High card',
    bookRule:
      'No real matches: the fixtures are invented, and each bet is settled at once by a draw on the vendor’s server.',
    highCardRule:
      'You and the house each get one card (ace high, from an endless shoe). The higher card wins 2×; a tie returns half the stake.',
    draw: 'Draw',
    result: 'Result',
    you: 'You',
    house: 'House',
    player: 'You win',
    tie: 'Tie',
  },
  'pt-BR': {
    demo: 'Demo',
    notice:
      'Um jogo do fornecedor de demonstração. As apostas são reais e usam seu saldo na carteira deste fornecedor: transfira dinheiro da carteira principal para ela antes e de volta ao terminar.',
    balance: 'Saldo neste fornecedor',
    stake: 'Aposta',
    deal: 'Distribuir',
    paid: 'Ganhou {amount}',
    noWin: 'Sem prêmio desta vez',
    insufficient: 'Seu saldo neste fornecedor não cobre esta aposta: transfira dinheiro para a carteira dele primeiro.',
    expired: 'Esta sessão terminou: abra o jogo novamente pelo lobby.',
    unavailable: 'O fornecedor não está respondendo. Tente novamente.',
    limit: 'A aposta está fora dos limites deste jogo.',
    sports: 'Apostas esportivas demo',
    esports: 'eSports demo',
    'high-card': 'Carta alta',
    bookRule:
      'Não são partidas reais: os jogos são inventados e cada aposta é liquidada na hora por um sorteio no servidor do fornecedor.',
    highCardRule:
      'Você e a casa recebem uma carta cada (ás é a mais alta, de um sapato infinito). A carta mais alta ganha 2×; empate devolve metade da aposta.',
    draw: 'Empate',
    result: 'Resultado',
    you: 'Você',
    house: 'Banca',
    player: 'Você ganhou',
    tie: 'Empate',
  },
  th: {
    demo: 'ทดลอง',
    notice:
      'เกมของผู้ให้บริการทดลอง การเดิมพันเป็นของจริงและใช้ยอดเงินในกระเป๋าของผู้ให้บริการนี้: โอนเงินจากกระเป๋าหลักเข้ามาก่อน และโอนกลับเมื่อเล่นเสร็จ',
    balance: 'ยอดเงินที่ผู้ให้บริการนี้',
    stake: 'เงินเดิมพัน',
    deal: 'แจกไพ่',
    paid: 'ชนะ {amount}',
    noWin: 'รอบนี้ไม่ได้รางวัล',
    insufficient: 'ยอดเงินของคุณที่ผู้ให้บริการนี้ไม่พอสำหรับเดิมพันนี้: โอนเงินเข้ากระเป๋าของผู้ให้บริการก่อน',
    expired: 'เซสชันนี้สิ้นสุดแล้ว: เปิดเกมอีกครั้งจากล็อบบี้',
    unavailable: 'ผู้ให้บริการไม่ตอบสนอง โปรดลองอีกครั้ง',
    limit: 'เงินเดิมพันอยู่นอกขีดจำกัดของเกมนี้',
    sports: 'กีฬาทดลอง',
    esports: 'อีสปอร์ตทดลอง',
    'high-card': 'ไพ่สูง',
    bookRule: 'ไม่ใช่การแข่งขันจริง: คู่แข่งขันเป็นชื่อสมมติ และทุกการเดิมพันตัดสินทันทีด้วยการสุ่มบนเซิร์ฟเวอร์ของผู้ให้บริการ',
    highCardRule: 'คุณและเจ้ามือได้ไพ่คนละหนึ่งใบ (เอซสูงสุด จากกองไพ่ไม่จำกัด) ไพ่ที่สูงกว่าชนะ 2 เท่า เสมอคืนเงินครึ่งหนึ่งของเดิมพัน',
    draw: 'เสมอ',
    result: 'ผล',
    you: 'คุณ',
    house: 'เจ้ามือ',
    player: 'คุณชนะ',
    tie: 'เสมอ',
  },
  vi: {
    demo: 'Thử nghiệm',
    notice:
      'Trò chơi của nhà cung cấp thử nghiệm. Cược là thật và dùng số dư trong ví của nhà cung cấp này: hãy chuyển tiền từ ví chính vào trước và chuyển về khi chơi xong.',
    balance: 'Số dư tại nhà cung cấp này',
    stake: 'Tiền cược',
    deal: 'Chia bài',
    paid: 'Thắng {amount}',
    noWin: 'Lần này không thắng',
    insufficient: 'Số dư của bạn tại nhà cung cấp này không đủ cho cược này: hãy chuyển tiền vào ví của họ trước.',
    expired: 'Phiên này đã kết thúc: hãy mở lại trò chơi từ sảnh.',
    unavailable: 'Nhà cung cấp không phản hồi. Vui lòng thử lại.',
    limit: 'Tiền cược nằm ngoài giới hạn của trò chơi này.',
    sports: 'Thể thao thử nghiệm',
    esports: 'Thể thao điện tử thử nghiệm',
    'high-card': 'Bài cao',
    bookRule:
      'Không phải trận đấu thật: các trận là hư cấu, mỗi cược được thanh toán ngay bằng một lần rút ngẫu nhiên trên máy chủ của nhà cung cấp.',
    highCardRule:
      'Bạn và nhà cái mỗi bên nhận một lá (át lớn nhất, từ bộ bài vô hạn). Lá cao hơn thắng gấp 2; hòa trả lại một nửa tiền cược.',
    draw: 'Hòa',
    result: 'Kết quả',
    you: 'Bạn',
    house: 'Nhà cái',
    player: 'Bạn thắng',
    tie: 'Hòa',
  },
  id: {
    demo: 'Demo',
    notice:
      'Permainan dari vendor demo. Taruhan nyata dan memakai saldo Anda di dompet vendor ini: pindahkan uang dari dompet utama ke sini dulu, dan kembalikan setelah selesai.',
    balance: 'Saldo di vendor ini',
    stake: 'Taruhan',
    deal: 'Bagikan',
    paid: 'Menang {amount}',
    noWin: 'Tidak menang kali ini',
    insufficient: 'Saldo Anda di vendor ini tidak cukup untuk taruhan ini: transfer uang ke dompetnya terlebih dahulu.',
    expired: 'Sesi ini telah berakhir: buka lagi permainan dari lobi.',
    unavailable: 'Vendor tidak menjawab. Silakan coba lagi.',
    limit: 'Taruhan di luar batas permainan ini.',
    sports: 'Taruhan olahraga demo',
    esports: 'Esports demo',
    'high-card': 'Kartu tinggi',
    bookRule:
      'Bukan pertandingan sungguhan: pertandingannya rekaan, dan setiap taruhan diselesaikan seketika lewat undian di server vendor.',
    highCardRule:
      'Anda dan bandar masing-masing mendapat satu kartu (as tertinggi, dari sepatu tanpa batas). Kartu lebih tinggi menang 2×; seri mengembalikan setengah taruhan.',
    draw: 'Seri',
    result: 'Hasil',
    you: 'Anda',
    house: 'Bandar',
    player: 'Anda menang',
    tie: 'Seri',
  },
  'zh-CN': {
    demo: '演示',
    notice: '演示供应商的游戏。投注为真实投注，使用您在该供应商钱包中的余额：请先从主钱包转入资金，结束后再转回。',
    balance: '该供应商处余额',
    stake: '投注额',
    deal: '发牌',
    paid: '赢得 {amount}',
    noWin: '本次未中奖',
    insufficient: '您在该供应商处的余额不足以支付此投注：请先向其钱包转入资金。',
    expired: '本次会话已结束：请从大厅重新打开游戏。',
    unavailable: '供应商没有响应，请重试。',
    limit: '投注额超出本游戏的限额。',
    sports: '演示体育投注',
    esports: '演示电竞',
    'high-card': '比大小',
    bookRule: '并非真实比赛：赛事为虚构，每笔投注由供应商服务器即时抽取结果结算。',
    highCardRule: '您和庄家各得一张牌（A 最大，无限牌靴）。点数大者赢 2 倍；平局退还一半投注额。',
    draw: '平局',
    result: '结果',
    you: '您',
    house: '庄家',
    player: '您赢了',
    tie: '平局',
  },
};
