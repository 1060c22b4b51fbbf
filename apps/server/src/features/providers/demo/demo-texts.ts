import type { Language } from '@portal/shared/languages';

/*
 * The demo table page's words in the portal's six languages (the page is the demo provider's own,
 * served outside the web app, so it carries its own texts). The page picks the launch language.
 */

export type DemoTableTexts = Record<
  | 'demoTable'
  | 'notice'
  | 'endlessShoe'
  | 'balance'
  | 'stake'
  | 'bet'
  | 'fire'
  | 'paid'
  | 'noWin'
  | 'insufficient'
  | 'expired'
  | 'unavailable'
  | 'limit'
  | 'roulette'
  | 'baccarat'
  | 'dragon-tiger'
  | 'blackjack'
  | 'fishing'
  | 'blackjackRule'
  | 'fishingRule'
  | 'red'
  | 'black'
  | 'odd'
  | 'even'
  | 'zero'
  | 'player'
  | 'banker'
  | 'tie'
  | 'dragon'
  | 'tiger'
  | 'hand'
  | 'dealer'
  | 'push'
  | 'minnow'
  | 'turtle'
  | 'shark'
  | 'whale'
  | 'hit'
  | 'miss'
  | 'number'
  | 'demoSlot'
  | 'slot'
  | 'slotNotice'
  | 'slotRule'
  | 'spin'
  | 'seven'
  | 'bell'
  | 'lemon'
  | 'cherry'
  | 'thisVendor'
  | 'roundDetail'
  | 'round'
  | 'playedAt'
  | 'choice'
  | 'result'
  | 'payout'
  | 'roundExpired'
  | 'roundMissing',
  string
>;

export const DEMO_TABLE_TEXTS: Record<Language, DemoTableTexts> = {
  en: {
    demoTable: 'Demo table',
    notice:
      'A table of the demo provider: no live dealer or video. Bets are real and come from your balance; outcomes are drawn by the provider’s server.',
    endlessShoe: 'Cards come from an endless shoe.',
    balance: 'Balance',
    stake: 'Stake',
    bet: 'Bet',
    fire: 'Fire',
    paid: 'Paid {amount}',
    noWin: 'No win this round',
    insufficient: 'Not enough balance for this stake',
    expired: 'This session has ended: open the game again from the lobby',
    unavailable: 'The wallet did not answer; try again',
    limit: 'Stake outside the table limits',
    roulette: 'Roulette',
    baccarat: 'Baccarat',
    'dragon-tiger': 'Dragon Tiger',
    blackjack: 'Blackjack',
    fishing: 'Fishing',
    blackjackRule: 'Both hands draw below 17; blackjack pays 3 to 2.',
    fishingRule: 'Pick a target and fire one shot: bigger fish pay more and are hit less often.',
    red: 'Red',
    black: 'Black',
    odd: 'Odd',
    even: 'Even',
    zero: 'Zero',
    player: 'Player',
    banker: 'Banker',
    tie: 'Tie',
    dragon: 'Dragon',
    tiger: 'Tiger',
    hand: 'Deal',
    dealer: 'Dealer',
    push: 'Push',
    minnow: 'Minnow ×2',
    turtle: 'Turtle ×5',
    shark: 'Shark ×20',
    whale: 'Whale ×100',
    hit: 'Hit',
    miss: 'Miss',
    number: 'Number',
    demoSlot: 'Demo slot',
    slot: 'Slot',
    slotNotice:
      '{vendor} needs the operator’s own credentials, so in this demo its games are played at the demo provider’s slot. Bets are real and come from your balance; the reels are drawn by the provider’s server.',
    slotRule: 'Three of a kind pays: seven ×130, bell ×30, lemon ×10, cherry ×5 (96% return over time).',
    spin: 'Spin',
    seven: 'Seven',
    bell: 'Bell',
    lemon: 'Lemon',
    cherry: 'Cherry',
    thisVendor: 'This vendor',
    roundDetail: 'Round details',
    round: 'Round',
    playedAt: 'Played at',
    choice: 'Bet on',
    result: 'Result',
    payout: 'Payout',
    roundExpired: 'This link has expired: open the round again from your betting record.',
    roundMissing: 'The provider has no such round for this player.',
  },
  'pt-BR': {
    demoTable: 'Mesa de demonstração',
    notice:
      'Uma mesa do provedor de demonstração: sem crupiê ao vivo nem vídeo. As apostas são reais e saem do seu saldo; os resultados são sorteados pelo servidor do provedor.',
    endlessShoe: 'As cartas saem de um sapato infinito.',
    balance: 'Saldo',
    stake: 'Aposta',
    bet: 'Apostar',
    fire: 'Atirar',
    paid: 'Pago {amount}',
    noWin: 'Sem ganho nesta rodada',
    insufficient: 'Saldo insuficiente para esta aposta',
    expired: 'Esta sessão terminou: abra o jogo novamente pelo lobby',
    unavailable: 'A carteira não respondeu; tente de novo',
    limit: 'Aposta fora dos limites da mesa',
    roulette: 'Roleta',
    baccarat: 'Bacará',
    'dragon-tiger': 'Dragão Tigre',
    blackjack: 'Blackjack',
    fishing: 'Pescaria',
    blackjackRule: 'As duas mãos compram abaixo de 17; blackjack paga 3 para 2.',
    fishingRule: 'Escolha um alvo e dê um tiro: peixes maiores pagam mais e são acertados com menos frequência.',
    red: 'Vermelho',
    black: 'Preto',
    odd: 'Ímpar',
    even: 'Par',
    zero: 'Zero',
    player: 'Jogador',
    banker: 'Banca',
    tie: 'Empate',
    dragon: 'Dragão',
    tiger: 'Tigre',
    hand: 'Distribuir',
    dealer: 'Crupiê',
    push: 'Empate',
    minnow: 'Piaba ×2',
    turtle: 'Tartaruga ×5',
    shark: 'Tubarão ×20',
    whale: 'Baleia ×100',
    hit: 'Acertou',
    miss: 'Errou',
    number: 'Número',
    demoSlot: 'Caça-níquel de demonstração',
    slot: 'Caça-níquel',
    slotNotice:
      '{vendor} precisa das credenciais do próprio operador; por isso, nesta demonstração, seus jogos são jogados no caça-níquel do provedor de demonstração. As apostas são reais e saem do seu saldo; os rolos são sorteados pelo servidor do provedor.',
    slotRule: 'Três iguais pagam: sete ×130, sino ×30, limão ×10, cereja ×5 (retorno de 96% ao longo do tempo).',
    spin: 'Girar',
    seven: 'Sete',
    bell: 'Sino',
    lemon: 'Limão',
    cherry: 'Cereja',
    thisVendor: 'Este provedor',
    roundDetail: 'Detalhes da rodada',
    round: 'Rodada',
    playedAt: 'Jogada em',
    choice: 'Aposta em',
    result: 'Resultado',
    payout: 'Pagamento',
    roundExpired: 'Este link expirou: abra a rodada de novo pelo seu histórico de apostas.',
    roundMissing: 'O provedor não tem essa rodada para este jogador.',
  },
  th: {
    demoTable: 'โต๊ะทดลอง',
    notice:
      'โต๊ะของผู้ให้บริการทดลอง: ไม่มีดีลเลอร์สดหรือวิดีโอ การเดิมพันเป็นของจริงและหักจากยอดเงินของคุณ ผลลัพธ์สุ่มโดยเซิร์ฟเวอร์ของผู้ให้บริการ',
    endlessShoe: 'ไพ่มาจากกองไพ่ไม่จำกัด',
    balance: 'ยอดเงิน',
    stake: 'เงินเดิมพัน',
    bet: 'เดิมพัน',
    fire: 'ยิง',
    paid: 'ได้รับ {amount}',
    noWin: 'รอบนี้ไม่ได้รางวัล',
    insufficient: 'ยอดเงินไม่พอสำหรับเดิมพันนี้',
    expired: 'เซสชันนี้สิ้นสุดแล้ว: เปิดเกมอีกครั้งจากล็อบบี้',
    unavailable: 'กระเป๋าเงินไม่ตอบสนอง โปรดลองอีกครั้ง',
    limit: 'เงินเดิมพันอยู่นอกขีดจำกัดของโต๊ะ',
    roulette: 'รูเล็ต',
    baccarat: 'บาคาร่า',
    'dragon-tiger': 'เสือมังกร',
    blackjack: 'แบล็คแจ็ค',
    fishing: 'ยิงปลา',
    blackjackRule: 'ทั้งสองมือจั่วเมื่อต่ำกว่า 17 แบล็คแจ็คจ่าย 3 ต่อ 2',
    fishingRule: 'เลือกเป้าหมายแล้วยิงหนึ่งนัด ปลาใหญ่จ่ายมากกว่าแต่ยิงโดนยากกว่า',
    red: 'แดง',
    black: 'ดำ',
    odd: 'คี่',
    even: 'คู่',
    zero: 'ศูนย์',
    player: 'ผู้เล่น',
    banker: 'เจ้ามือ',
    tie: 'เสมอ',
    dragon: 'มังกร',
    tiger: 'เสือ',
    hand: 'แจกไพ่',
    dealer: 'ดีลเลอร์',
    push: 'เสมอ',
    minnow: 'ปลาซิว ×2',
    turtle: 'เต่า ×5',
    shark: 'ฉลาม ×20',
    whale: 'วาฬ ×100',
    hit: 'โดน',
    miss: 'พลาด',
    number: 'หมายเลข',
    demoSlot: 'สล็อตทดลอง',
    slot: 'สล็อต',
    slotNotice:
      '{vendor} ต้องใช้ข้อมูลรับรองของผู้ให้บริการเว็บไซต์เอง ในเดโมนี้เกมของผู้ให้บริการรายนี้จึงเล่นที่สล็อตของผู้ให้บริการทดลอง การเดิมพันเป็นของจริงและหักจากยอดเงินของคุณ วงล้อสุ่มโดยเซิร์ฟเวอร์ของผู้ให้บริการ',
    slotRule: 'สามสัญลักษณ์เหมือนกันจ่าย: เจ็ด ×130 ระฆัง ×30 มะนาว ×10 เชอร์รี่ ×5 (คืน 96% ในระยะยาว)',
    spin: 'หมุน',
    seven: 'เจ็ด',
    bell: 'ระฆัง',
    lemon: 'มะนาว',
    cherry: 'เชอร์รี่',
    thisVendor: 'ผู้ให้บริการรายนี้',
    roundDetail: 'รายละเอียดรอบ',
    round: 'รอบ',
    playedAt: 'เล่นเมื่อ',
    choice: 'เดิมพันที่',
    result: 'ผลลัพธ์',
    payout: 'เงินรางวัล',
    roundExpired: 'ลิงก์นี้หมดอายุแล้ว: เปิดรอบนี้อีกครั้งจากประวัติการเดิมพันของคุณ',
    roundMissing: 'ผู้ให้บริการไม่มีรอบนี้สำหรับผู้เล่นคนนี้',
  },
  vi: {
    demoTable: 'Bàn chơi thử',
    notice:
      'Bàn của nhà cung cấp demo: không có người chia bài trực tiếp hay video. Tiền cược là thật và trừ vào số dư của bạn; kết quả do máy chủ của nhà cung cấp quay.',
    endlessShoe: 'Bài được rút từ một hộp bài vô tận.',
    balance: 'Số dư',
    stake: 'Tiền cược',
    bet: 'Đặt cược',
    fire: 'Bắn',
    paid: 'Nhận {amount}',
    noWin: 'Không thắng ván này',
    insufficient: 'Số dư không đủ cho mức cược này',
    expired: 'Phiên này đã kết thúc: hãy mở lại trò chơi từ sảnh',
    unavailable: 'Ví không phản hồi; vui lòng thử lại',
    limit: 'Tiền cược ngoài giới hạn của bàn',
    roulette: 'Roulette',
    baccarat: 'Baccarat',
    'dragon-tiger': 'Rồng Hổ',
    blackjack: 'Blackjack',
    fishing: 'Bắn cá',
    blackjackRule: 'Cả hai tay rút bài khi dưới 17; blackjack trả 3 ăn 2.',
    fishingRule: 'Chọn mục tiêu và bắn một phát: cá càng lớn trả càng nhiều và càng khó trúng.',
    red: 'Đỏ',
    black: 'Đen',
    odd: 'Lẻ',
    even: 'Chẵn',
    zero: 'Số 0',
    player: 'Con',
    banker: 'Cái',
    tie: 'Hòa',
    dragon: 'Rồng',
    tiger: 'Hổ',
    hand: 'Chia bài',
    dealer: 'Nhà cái',
    push: 'Hòa',
    minnow: 'Cá con ×2',
    turtle: 'Rùa ×5',
    shark: 'Cá mập ×20',
    whale: 'Cá voi ×100',
    hit: 'Trúng',
    miss: 'Trượt',
    number: 'Số',
    demoSlot: 'Máy quay thử',
    slot: 'Máy quay',
    slotNotice:
      '{vendor} cần thông tin xác thực riêng của nhà điều hành, nên trong bản demo này các trò chơi của họ được chơi tại máy quay của nhà cung cấp demo. Tiền cược là thật và trừ vào số dư của bạn; các cuộn do máy chủ của nhà cung cấp quay.',
    slotRule:
      'Ba biểu tượng giống nhau được trả: số bảy ×130, chuông ×30, chanh ×10, anh đào ×5 (hoàn trả 96% về lâu dài).',
    spin: 'Quay',
    seven: 'Số bảy',
    bell: 'Chuông',
    lemon: 'Chanh',
    cherry: 'Anh đào',
    thisVendor: 'Nhà cung cấp này',
    roundDetail: 'Chi tiết ván',
    round: 'Ván',
    playedAt: 'Chơi lúc',
    choice: 'Cược vào',
    result: 'Kết quả',
    payout: 'Tiền thắng',
    roundExpired: 'Liên kết này đã hết hạn: hãy mở lại ván từ lịch sử cược của bạn.',
    roundMissing: 'Nhà cung cấp không có ván này của người chơi này.',
  },
  id: {
    demoTable: 'Meja demo',
    notice:
      'Meja dari penyedia demo: tanpa dealer langsung atau video. Taruhan itu nyata dan diambil dari saldo Anda; hasil diundi oleh server penyedia.',
    endlessShoe: 'Kartu berasal dari sepatu kartu tanpa batas.',
    balance: 'Saldo',
    stake: 'Taruhan',
    bet: 'Pasang',
    fire: 'Tembak',
    paid: 'Dibayar {amount}',
    noWin: 'Tidak menang di ronde ini',
    insufficient: 'Saldo tidak cukup untuk taruhan ini',
    expired: 'Sesi ini telah berakhir: buka lagi permainan dari lobi',
    unavailable: 'Dompet tidak menjawab; coba lagi',
    limit: 'Taruhan di luar batas meja',
    roulette: 'Rolet',
    baccarat: 'Bakarat',
    'dragon-tiger': 'Naga Harimau',
    blackjack: 'Blackjack',
    fishing: 'Tembak ikan',
    blackjackRule: 'Kedua tangan mengambil kartu di bawah 17; blackjack membayar 3 banding 2.',
    fishingRule: 'Pilih sasaran dan tembak sekali: ikan yang lebih besar membayar lebih banyak dan lebih jarang kena.',
    red: 'Merah',
    black: 'Hitam',
    odd: 'Ganjil',
    even: 'Genap',
    zero: 'Nol',
    player: 'Pemain',
    banker: 'Bankir',
    tie: 'Seri',
    dragon: 'Naga',
    tiger: 'Harimau',
    hand: 'Bagikan',
    dealer: 'Bandar',
    push: 'Seri',
    minnow: 'Ikan teri ×2',
    turtle: 'Penyu ×5',
    shark: 'Hiu ×20',
    whale: 'Paus ×100',
    hit: 'Kena',
    miss: 'Meleset',
    number: 'Angka',
    demoSlot: 'Slot demo',
    slot: 'Slot',
    slotNotice:
      '{vendor} memerlukan kredensial milik operator sendiri, jadi dalam demo ini permainannya dimainkan di slot penyedia demo. Taruhan itu nyata dan diambil dari saldo Anda; gulungan diundi oleh server penyedia.',
    slotRule:
      'Tiga simbol sama membayar: tujuh ×130, lonceng ×30, lemon ×10, ceri ×5 (pengembalian 96% dalam jangka panjang).',
    spin: 'Putar',
    seven: 'Tujuh',
    bell: 'Lonceng',
    lemon: 'Lemon',
    cherry: 'Ceri',
    thisVendor: 'Penyedia ini',
    roundDetail: 'Detail ronde',
    round: 'Ronde',
    playedAt: 'Dimainkan pada',
    choice: 'Taruhan pada',
    result: 'Hasil',
    payout: 'Pembayaran',
    roundExpired: 'Tautan ini sudah kedaluwarsa: buka lagi rondenya dari riwayat taruhan Anda.',
    roundMissing: 'Penyedia tidak memiliki ronde ini untuk pemain ini.',
  },
  'zh-CN': {
    demoTable: '演示牌桌',
    notice: '演示供应商的牌桌：没有真人荷官，也没有视频。投注是真实的，从您的余额扣除；结果由供应商的服务器抽取。',
    endlessShoe: '牌来自无限牌靴。',
    balance: '余额',
    stake: '投注额',
    bet: '下注',
    fire: '开炮',
    paid: '派彩 {amount}',
    noWin: '本局未中奖',
    insufficient: '余额不足以支付此投注',
    expired: '本次会话已结束：请从大厅重新打开游戏',
    unavailable: '钱包没有响应，请重试',
    limit: '投注额超出牌桌限额',
    roulette: '轮盘',
    baccarat: '百家乐',
    'dragon-tiger': '龙虎',
    blackjack: '二十一点',
    fishing: '捕鱼',
    blackjackRule: '双方点数低于 17 时补牌；黑杰克赔 3 比 2。',
    fishingRule: '选择目标并开一炮：鱼越大赔得越多，命中越难。',
    red: '红',
    black: '黑',
    odd: '单',
    even: '双',
    zero: '零',
    player: '闲',
    banker: '庄',
    tie: '和',
    dragon: '龙',
    tiger: '虎',
    hand: '发牌',
    dealer: '庄家',
    push: '平局',
    minnow: '小鱼 ×2',
    turtle: '海龟 ×5',
    shark: '鲨鱼 ×20',
    whale: '鲸鱼 ×100',
    hit: '命中',
    miss: '未命中',
    number: '号码',
    demoSlot: '演示老虎机',
    slot: '老虎机',
    slotNotice:
      '{vendor} 需要运营商自己的凭证，因此在本演示中，其游戏在演示供应商的老虎机上进行。投注是真实的，从您的余额扣除；转轴结果由供应商的服务器抽取。',
    slotRule: '三个相同符号派彩：七 ×130，铃铛 ×30，柠檬 ×10，樱桃 ×5（长期返还 96%）。',
    spin: '旋转',
    seven: '七',
    bell: '铃铛',
    lemon: '柠檬',
    cherry: '樱桃',
    thisVendor: '该供应商',
    roundDetail: '局详情',
    round: '局号',
    playedAt: '游戏时间',
    choice: '投注项',
    result: '结果',
    payout: '派彩',
    roundExpired: '此链接已过期：请从投注记录中重新打开该局。',
    roundMissing: '供应商没有该玩家的这一局。',
  },
};
