import { LANGUAGES, type Language } from '@portal/shared/languages';
import type { SeedText } from './demo-content.ts';

export interface DemoHelpArticle {
  seed_key: string;
  category: HelpCategory;
  position: number;
  title: SeedText;
  /** Plain text; paragraphs are separated by a blank line. */
  content: SeedText;
}

export const HELP_CATEGORIES = ['about', 'account', 'deposit', 'withdrawal', 'responsible-gaming', 'terms'] as const;
type HelpCategory = (typeof HELP_CATEGORIES)[number];

/** Per language: the title, then the paragraphs. */
type ArticleText = Record<Language, readonly [string, ...string[]]>;

const positions = new Map<string, number>();

function article(category: HelpCategory, key: string, text: ArticleText): DemoHelpArticle {
  const position = (positions.get(category) ?? 0) + 1;
  positions.set(category, position);
  const title = {} as SeedText;
  const content = {} as SeedText;
  for (const language of LANGUAGES) {
    const [head, ...paragraphs] = text[language];
    title[language] = head;
    content[language] = paragraphs.join('\n\n');
  }
  return { seed_key: `help-${key}`, category, position, title, content };
}

export const demoHelpArticles: DemoHelpArticle[] = [
  article('about', 'about-lotus-play', {
    en: [
      'What is Lotus Play?',
      'Lotus Play is an online entertainment portal with slots, live casino, sports and esports betting, fishing games, card rooms and lotteries, including the daily Vietnamese XSMB draw.',
      'One account and one wallet work across every game. Your balance, bets and transactions are shown in the member center, and every result is recorded so you can review it at any time.',
      'The site works in the browser on phones and computers, and the app for Android and iOS is on the Download page. Customer service answers 24 hours a day, 7 days a week.',
    ],
    'pt-BR': [
      'O que é a Lotus Play?',
      'A Lotus Play é um portal de entretenimento online com slots, cassino ao vivo, apostas esportivas e de eSports, jogos de pesca, salas de cartas e loterias, incluindo o sorteio diário vietnamita XSMB.',
      'Uma só conta e uma só carteira valem para todos os jogos. Seu saldo, suas apostas e suas transações aparecem na central do membro, e cada resultado fica registrado para você consultar quando quiser.',
      'O site funciona no navegador do celular e do computador, e o app para Android e iOS está na página Download. O atendimento ao cliente responde 24 horas por dia, 7 dias por semana.',
    ],
    th: [
      'Lotus Play คืออะไร?',
      'Lotus Play คือเว็บไซต์ความบันเทิงออนไลน์ที่รวมสล็อต คาสิโนสด การเดิมพันกีฬาและอีสปอร์ต เกมยิงปลา ห้องไพ่ และลอตเตอรี่ รวมถึงการออกรางวัล XSMB ของเวียดนามทุกวัน',
      'บัญชีเดียวและกระเป๋าเงินเดียวใช้ได้กับทุกเกม ยอดเงิน การเดิมพัน และรายการธุรกรรมของคุณแสดงอยู่ในศูนย์สมาชิก และทุกผลลัพธ์ถูกบันทึกไว้ให้คุณตรวจสอบได้ตลอดเวลา',
      'เว็บไซต์ใช้งานได้บนเบราว์เซอร์ทั้งโทรศัพท์และคอมพิวเตอร์ ส่วนแอปสำหรับ Android และ iOS อยู่ในหน้าดาวน์โหลด ฝ่ายบริการลูกค้าพร้อมตอบตลอด 24 ชั่วโมง ทุกวัน',
    ],
    vi: [
      'Lotus Play là gì?',
      'Lotus Play là cổng giải trí trực tuyến với slot, sòng bài trực tiếp, cá cược thể thao và thể thao điện tử, bắn cá, phòng bài và xổ số, bao gồm kỳ quay xổ số miền Bắc (XSMB) hằng ngày.',
      'Một tài khoản và một ví dùng chung cho mọi trò chơi. Số dư, lịch sử cược và giao dịch của bạn hiển thị trong trung tâm thành viên, và mọi kết quả đều được lưu lại để bạn xem lại bất cứ lúc nào.',
      'Trang web chạy trên trình duyệt của điện thoại và máy tính, còn ứng dụng cho Android và iOS có ở trang Tải xuống. Bộ phận chăm sóc khách hàng trả lời 24 giờ mỗi ngày, 7 ngày mỗi tuần.',
    ],
    id: [
      'Apa itu Lotus Play?',
      'Lotus Play adalah portal hiburan daring dengan slot, kasino langsung, taruhan olahraga dan esports, game tembak ikan, ruang kartu, serta lotre, termasuk undian harian XSMB dari Vietnam.',
      'Satu akun dan satu dompet berlaku untuk semua game. Saldo, taruhan, dan transaksi Anda ditampilkan di pusat anggota, dan setiap hasil dicatat sehingga dapat Anda periksa kapan saja.',
      'Situs ini berjalan di peramban ponsel maupun komputer, dan aplikasi untuk Android dan iOS tersedia di halaman Unduh. Layanan pelanggan siap menjawab 24 jam sehari, 7 hari seminggu.',
    ],
    'zh-CN': [
      'Lotus Play 是什么？',
      'Lotus Play 是一个在线娱乐平台，提供老虎机、真人娱乐场、体育与电子竞技投注、捕鱼游戏、棋牌房和彩票，其中包括每日开奖的越南北部彩票（XSMB）。',
      '一个账户、一个钱包即可畅玩所有游戏。您的余额、投注和交易记录都显示在会员中心，每一个结果都有记录，随时可以查看。',
      '网站可在手机和电脑的浏览器中使用，安卓和 iOS 应用可在下载页面获取。客服每周 7 天、每天 24 小时为您服务。',
    ],
  }),
  article('about', 'about-vip', {
    en: [
      'VIP levels and points',
      'Every valid bet counts towards your VIP level. Higher levels unlock better rewards and a dedicated VIP customer service contact.',
      'Valid bets also earn points. Points can be exchanged for goods and bonuses in the Points Mall; the number of points needed is shown on each item.',
      'Your current level and the bets still needed for the next one are shown on the VIP page.',
    ],
    'pt-BR': [
      'Níveis VIP e pontos',
      'Cada aposta válida conta para o seu nível VIP. Níveis mais altos liberam recompensas melhores e um contato exclusivo de atendimento VIP.',
      'As apostas válidas também rendem pontos. Os pontos podem ser trocados por produtos e bônus no Shopping de Pontos; a quantidade necessária aparece em cada item.',
      'Seu nível atual e o valor em apostas que falta para o próximo aparecem na página VIP.',
    ],
    th: [
      'ระดับ VIP และคะแนนสะสม',
      'ทุกการเดิมพันที่นับยอดได้จะถูกนำไปคำนวณระดับ VIP ของคุณ ระดับที่สูงขึ้นจะปลดล็อกรางวัลที่ดีกว่าและช่องทางติดต่อฝ่ายบริการลูกค้า VIP โดยเฉพาะ',
      'การเดิมพันที่นับยอดได้ยังให้คะแนนสะสมด้วย คุณสามารถนำคะแนนไปแลกสินค้าและโบนัสได้ในร้านแลกคะแนน โดยแต่ละรายการจะแสดงจำนวนคะแนนที่ต้องใช้',
      'ระดับปัจจุบันของคุณและยอดเดิมพันที่ยังต้องทำเพื่อขึ้นระดับถัดไปแสดงอยู่ในหน้า VIP',
    ],
    vi: [
      'Cấp VIP và điểm thưởng',
      'Mỗi cược hợp lệ đều được tính vào cấp VIP của bạn. Cấp càng cao thì phần thưởng càng tốt, kèm theo kênh chăm sóc khách hàng VIP riêng.',
      'Cược hợp lệ cũng mang lại điểm thưởng. Bạn có thể đổi điểm lấy quà và tiền thưởng tại Cửa hàng điểm; số điểm cần thiết được ghi trên từng món.',
      'Cấp hiện tại của bạn và số tiền cược còn thiếu để lên cấp tiếp theo được hiển thị trên trang VIP.',
    ],
    id: [
      'Level VIP dan poin',
      'Setiap taruhan yang sah dihitung untuk level VIP Anda. Level yang lebih tinggi membuka hadiah yang lebih baik dan kontak layanan pelanggan VIP khusus.',
      'Taruhan yang sah juga menghasilkan poin. Poin dapat ditukar dengan barang dan bonus di Toko Poin; jumlah poin yang dibutuhkan tertera pada setiap item.',
      'Level Anda saat ini dan jumlah taruhan yang masih diperlukan untuk naik ke level berikutnya ditampilkan di halaman VIP.',
    ],
    'zh-CN': [
      'VIP 等级与积分',
      '每一笔有效投注都会计入您的 VIP 等级。等级越高，可解锁的奖励越丰厚，并享有专属的 VIP 客服联系方式。',
      '有效投注还能赚取积分。积分可在积分商城兑换商品和奖金，每件商品都标明了所需积分。',
      '您当前的等级以及升到下一级还需要的投注额都显示在 VIP 页面上。',
    ],
  }),

  article('account', 'account-register', {
    en: [
      'How do I register?',
      'Choose Register at the top of the page. You can sign up with a username and password, or with your mobile number where mobile registration is offered.',
      'Choose a strong password that you do not use anywhere else. If a friend invited you, the referral code from their link is filled in for you.',
      'You must be 18 or older to open an account, and each person may hold only one account.',
    ],
    'pt-BR': [
      'Como faço o cadastro?',
      'Escolha Cadastrar no topo da página. Você pode se cadastrar com nome de usuário e senha ou com o número do celular, quando o cadastro por celular estiver disponível.',
      'Escolha uma senha forte que você não use em nenhum outro lugar. Se um amigo convidou você, o código de indicação do link dele já vem preenchido.',
      'É preciso ter 18 anos ou mais para abrir uma conta, e cada pessoa pode ter apenas uma conta.',
    ],
    th: [
      'สมัครสมาชิกอย่างไร?',
      'เลือก "สมัครสมาชิก" ที่ด้านบนของหน้า คุณสามารถสมัครด้วยชื่อผู้ใช้และรหัสผ่าน หรือด้วยหมายเลขโทรศัพท์มือถือในกรณีที่เปิดให้สมัครด้วยมือถือ',
      'ตั้งรหัสผ่านที่คาดเดายากและไม่ซ้ำกับที่ใช้ในที่อื่น หากเพื่อนเป็นผู้เชิญคุณ รหัสแนะนำจากลิงก์ของเพื่อนจะถูกกรอกให้โดยอัตโนมัติ',
      'คุณต้องมีอายุ 18 ปีขึ้นไปจึงจะเปิดบัญชีได้ และแต่ละคนมีบัญชีได้เพียงบัญชีเดียว',
    ],
    vi: [
      'Làm thế nào để đăng ký?',
      'Chọn Đăng ký ở đầu trang. Bạn có thể đăng ký bằng tên đăng nhập và mật khẩu, hoặc bằng số điện thoại di động nếu hình thức đăng ký qua điện thoại đang được hỗ trợ.',
      'Hãy chọn một mật khẩu mạnh mà bạn không dùng ở nơi khác. Nếu bạn được bạn bè mời, mã giới thiệu trong đường link của họ sẽ được điền sẵn.',
      'Bạn phải từ 18 tuổi trở lên mới được mở tài khoản, và mỗi người chỉ được có một tài khoản.',
    ],
    id: [
      'Bagaimana cara mendaftar?',
      'Pilih Daftar di bagian atas halaman. Anda bisa mendaftar dengan nama pengguna dan kata sandi, atau dengan nomor ponsel jika pendaftaran lewat ponsel tersedia.',
      'Gunakan kata sandi yang kuat dan tidak Anda pakai di tempat lain. Jika Anda diundang oleh teman, kode referral dari tautan mereka akan terisi otomatis.',
      'Anda harus berusia 18 tahun atau lebih untuk membuka akun, dan setiap orang hanya boleh memiliki satu akun.',
    ],
    'zh-CN': [
      '如何注册？',
      '点击页面顶部的“注册”。您可以使用用户名和密码注册；在开放手机注册时，也可以使用手机号码注册。',
      '请设置一个强密码，且不要与其他网站共用。如果您是受朋友邀请而来，邀请链接中的推荐码会自动填好。',
      '您必须年满 18 周岁才能开户，且每人只能拥有一个账户。',
    ],
  }),
  article('account', 'account-security', {
    en: [
      'Keeping your account safe',
      'Never share your password, SMS codes or transaction password with anyone. Our staff will never ask for them.',
      'You can change your password in the member center under My account. If you forget it, use Forgot password in the login window to reset it by e-mail or SMS.',
      'If you notice a login you do not recognise, change your password at once and contact customer service.',
    ],
    'pt-BR': [
      'Como manter sua conta segura',
      'Nunca compartilhe sua senha, códigos SMS ou senha de transação com ninguém. Nossa equipe nunca vai pedi-los.',
      'Você pode alterar sua senha na central do membro, em Minha conta. Se esquecer a senha, use Esqueci a senha na janela de login para redefini-la por e-mail ou SMS.',
      'Se notar um acesso que você não reconhece, troque a senha imediatamente e fale com o atendimento ao cliente.',
    ],
    th: [
      'การรักษาความปลอดภัยของบัญชี',
      'ห้ามแชร์รหัสผ่าน รหัส SMS หรือรหัสผ่านสำหรับทำธุรกรรมให้ผู้อื่นโดยเด็ดขาด เจ้าหน้าที่ของเราจะไม่ขอข้อมูลเหล่านี้จากคุณ',
      'คุณเปลี่ยนรหัสผ่านได้ที่ศูนย์สมาชิก ในเมนู "บัญชีของฉัน" หากลืมรหัสผ่าน ให้เลือก "ลืมรหัสผ่าน" ในหน้าต่างเข้าสู่ระบบเพื่อตั้งใหม่ผ่านอีเมลหรือ SMS',
      'หากพบการเข้าสู่ระบบที่คุณไม่รู้จัก ให้เปลี่ยนรหัสผ่านทันทีและติดต่อฝ่ายบริการลูกค้า',
    ],
    vi: [
      'Giữ an toàn cho tài khoản',
      'Tuyệt đối không chia sẻ mật khẩu, mã SMS hay mật khẩu giao dịch cho bất kỳ ai. Nhân viên của chúng tôi sẽ không bao giờ hỏi những thông tin này.',
      'Bạn có thể đổi mật khẩu trong trung tâm thành viên, mục Tài khoản của tôi. Nếu quên mật khẩu, hãy chọn Quên mật khẩu trong cửa sổ đăng nhập để đặt lại qua e-mail hoặc SMS.',
      'Nếu thấy một lần đăng nhập lạ, hãy đổi mật khẩu ngay và liên hệ bộ phận chăm sóc khách hàng.',
    ],
    id: [
      'Menjaga keamanan akun',
      'Jangan pernah membagikan kata sandi, kode SMS, atau kata sandi transaksi kepada siapa pun. Staf kami tidak akan pernah memintanya.',
      'Anda dapat mengganti kata sandi di pusat anggota pada menu Akun saya. Jika lupa, gunakan Lupa kata sandi di jendela masuk untuk mengaturnya ulang lewat e-mail atau SMS.',
      'Jika Anda melihat aktivitas masuk yang tidak Anda kenali, segera ganti kata sandi dan hubungi layanan pelanggan.',
    ],
    'zh-CN': [
      '保护您的账户安全',
      '切勿将密码、短信验证码或交易密码告诉任何人。我们的工作人员绝不会向您索取这些信息。',
      '您可以在会员中心的“我的账户”中修改密码。如果忘记密码，请在登录窗口点击“忘记密码”，通过邮件或短信重置。',
      '如果发现不明登录，请立即修改密码并联系客服。',
    ],
  }),
  article('account', 'account-privacy', {
    en: [
      'Privacy and your data',
      'We keep only the data needed to run your account: your login details, the contact details you give us, and the record of your transactions and bets.',
      'Passwords are stored as one-way hashes, and sensitive requests such as login and registration are encrypted in your browser before they are sent.',
      'We do not sell your data. You can ask customer service for a copy of your data or for your account to be closed.',
    ],
    'pt-BR': [
      'Privacidade e seus dados',
      'Guardamos apenas os dados necessários para manter sua conta: seus dados de acesso, os contatos que você nos informa e o registro das suas transações e apostas.',
      'As senhas são guardadas como hashes irreversíveis, e pedidos sensíveis, como login e cadastro, são criptografados no seu navegador antes de serem enviados.',
      'Não vendemos seus dados. Você pode pedir ao atendimento uma cópia dos seus dados ou o encerramento da sua conta.',
    ],
    th: [
      'ความเป็นส่วนตัวและข้อมูลของคุณ',
      'เราเก็บเฉพาะข้อมูลที่จำเป็นต่อการดูแลบัญชีของคุณ ได้แก่ ข้อมูลการเข้าสู่ระบบ ข้อมูลติดต่อที่คุณให้ไว้ และประวัติธุรกรรมและการเดิมพัน',
      'รหัสผ่านถูกจัดเก็บในรูปแบบแฮชที่ย้อนกลับไม่ได้ และคำขอที่มีข้อมูลสำคัญ เช่น การเข้าสู่ระบบและการสมัครสมาชิก จะถูกเข้ารหัสในเบราว์เซอร์ของคุณก่อนส่ง',
      'เราไม่ขายข้อมูลของคุณ คุณสามารถขอสำเนาข้อมูลหรือขอปิดบัญชีได้ผ่านฝ่ายบริการลูกค้า',
    ],
    vi: [
      'Quyền riêng tư và dữ liệu của bạn',
      'Chúng tôi chỉ lưu những dữ liệu cần thiết để vận hành tài khoản của bạn: thông tin đăng nhập, thông tin liên hệ bạn cung cấp, và lịch sử giao dịch cùng các lần cược.',
      'Mật khẩu được lưu dưới dạng băm một chiều, và các yêu cầu nhạy cảm như đăng nhập, đăng ký đều được mã hóa ngay trên trình duyệt trước khi gửi đi.',
      'Chúng tôi không bán dữ liệu của bạn. Bạn có thể yêu cầu bộ phận chăm sóc khách hàng cung cấp bản sao dữ liệu hoặc đóng tài khoản.',
    ],
    id: [
      'Privasi dan data Anda',
      'Kami hanya menyimpan data yang diperlukan untuk menjalankan akun Anda: data masuk, kontak yang Anda berikan, serta catatan transaksi dan taruhan Anda.',
      'Kata sandi disimpan sebagai hash satu arah, dan permintaan sensitif seperti masuk dan pendaftaran dienkripsi di peramban Anda sebelum dikirim.',
      'Kami tidak menjual data Anda. Anda dapat meminta salinan data atau penutupan akun melalui layanan pelanggan.',
    ],
    'zh-CN': [
      '隐私与您的数据',
      '我们只保存运营您的账户所必需的数据：登录信息、您提供的联系方式，以及交易和投注记录。',
      '密码以不可逆的哈希形式存储；登录、注册等敏感请求在发送前会先在您的浏览器中加密。',
      '我们不会出售您的数据。您可以联系客服索取数据副本或申请注销账户。',
    ],
  }),

  article('deposit', 'deposit-how', {
    en: [
      'How to make a deposit',
      'Log in and choose Deposit at the top of the page. Pick a payment method (PIX, bank transfer, USDT or card, where available) and enter the amount.',
      'Follow the instructions on screen and keep the payment receipt until the money appears in your wallet. Most deposits are credited within a few minutes.',
      'Always pay from an account in your own name, and use the payment details shown for this deposit only: they can change from one deposit to the next.',
    ],
    'pt-BR': [
      'Como fazer um depósito',
      'Entre na sua conta e escolha Depositar no topo da página. Selecione uma forma de pagamento (PIX, transferência bancária, USDT ou cartão, quando disponíveis) e informe o valor.',
      'Siga as instruções na tela e guarde o comprovante até o valor aparecer na sua carteira. A maioria dos depósitos é creditada em poucos minutos.',
      'Pague sempre a partir de uma conta em seu próprio nome e use os dados de pagamento mostrados apenas para este depósito: eles podem mudar de um depósito para outro.',
    ],
    th: [
      'วิธีฝากเงิน',
      'เข้าสู่ระบบแล้วเลือก "ฝากเงิน" ที่ด้านบนของหน้า เลือกช่องทางชำระเงิน (PIX โอนผ่านธนาคาร USDT หรือบัตร ตามที่เปิดให้บริการ) แล้วกรอกจำนวนเงิน',
      'ทำตามคำแนะนำบนหน้าจอ และเก็บหลักฐานการชำระเงินไว้จนกว่ายอดเงินจะเข้ากระเป๋าเงินของคุณ การฝากส่วนใหญ่จะเข้าภายในไม่กี่นาที',
      'ชำระเงินจากบัญชีที่เป็นชื่อของคุณเองเสมอ และใช้ข้อมูลการชำระเงินที่แสดงสำหรับการฝากครั้งนี้เท่านั้น เพราะข้อมูลอาจเปลี่ยนไปในการฝากครั้งถัดไป',
    ],
    vi: [
      'Cách nạp tiền',
      'Đăng nhập và chọn Nạp tiền ở đầu trang. Chọn phương thức thanh toán (PIX, chuyển khoản ngân hàng, USDT hoặc thẻ, tùy theo phương thức đang có) rồi nhập số tiền.',
      'Làm theo hướng dẫn trên màn hình và giữ lại biên lai thanh toán cho đến khi tiền vào ví. Phần lớn các lần nạp được cộng tiền trong vài phút.',
      'Luôn thanh toán từ tài khoản đứng tên chính bạn, và chỉ dùng thông tin thanh toán hiển thị cho lần nạp này: thông tin có thể thay đổi ở lần nạp sau.',
    ],
    id: [
      'Cara melakukan deposit',
      'Masuk ke akun dan pilih Deposit di bagian atas halaman. Pilih metode pembayaran (PIX, transfer bank, USDT, atau kartu, jika tersedia) lalu masukkan jumlahnya.',
      'Ikuti petunjuk di layar dan simpan bukti pembayaran sampai dana masuk ke dompet Anda. Sebagian besar deposit masuk dalam beberapa menit.',
      'Selalu bayar dari rekening atas nama Anda sendiri, dan gunakan detail pembayaran yang ditampilkan hanya untuk deposit ini: detailnya bisa berubah pada deposit berikutnya.',
    ],
    'zh-CN': [
      '如何存款',
      '登录后点击页面顶部的“存款”。选择支付方式（PIX、银行转账、USDT 或银行卡，以实际开放为准）并输入金额。',
      '按照屏幕提示操作，并保留付款凭证，直到款项到达您的钱包。大多数存款会在几分钟内到账。',
      '请始终使用本人名下的账户付款，且页面显示的收款信息仅限本次存款使用，下次存款时可能会变更。',
    ],
  }),
  article('deposit', 'deposit-missing', {
    en: [
      'My deposit has not arrived',
      'Bank and network delays happen. Please wait 15 minutes, then refresh your balance.',
      'If the money is still missing, contact customer service with your username, the amount, the time of payment and a picture of the receipt.',
      'Do not send the same payment again: a second payment is not merged with the first and takes longer to sort out.',
    ],
    'pt-BR': [
      'Meu depósito não caiu',
      'Atrasos do banco e da rede acontecem. Aguarde 15 minutos e depois atualize o seu saldo.',
      'Se o valor ainda não aparecer, fale com o atendimento informando seu usuário, o valor, o horário do pagamento e uma foto do comprovante.',
      'Não envie o mesmo pagamento de novo: um segundo pagamento não é somado ao primeiro e demora mais para ser resolvido.',
    ],
    th: [
      'เงินฝากยังไม่เข้า',
      'ความล่าช้าจากธนาคารหรือเครือข่ายเกิดขึ้นได้ โปรดรอ 15 นาที แล้วรีเฟรชยอดเงินของคุณ',
      'หากยอดเงินยังไม่เข้า โปรดติดต่อฝ่ายบริการลูกค้าพร้อมแจ้งชื่อผู้ใช้ จำนวนเงิน เวลาที่ชำระ และรูปหลักฐานการชำระเงิน',
      'อย่าโอนเงินซ้ำ เพราะการโอนครั้งที่สองจะไม่ถูกรวมกับครั้งแรก และจะใช้เวลาตรวจสอบนานขึ้น',
    ],
    vi: [
      'Tiền nạp chưa vào tài khoản',
      'Ngân hàng và mạng lưới đôi khi bị chậm. Vui lòng chờ 15 phút rồi làm mới số dư.',
      'Nếu vẫn chưa thấy tiền, hãy liên hệ bộ phận chăm sóc khách hàng kèm tên đăng nhập, số tiền, thời gian thanh toán và ảnh chụp biên lai.',
      'Đừng thanh toán lại lần nữa: khoản thanh toán thứ hai không được gộp với khoản đầu và sẽ mất nhiều thời gian xử lý hơn.',
    ],
    id: [
      'Deposit saya belum masuk',
      'Keterlambatan dari bank atau jaringan bisa terjadi. Mohon tunggu 15 menit, lalu segarkan saldo Anda.',
      'Jika dana masih belum masuk, hubungi layanan pelanggan dengan menyertakan nama pengguna, jumlah, waktu pembayaran, dan foto bukti pembayaran.',
      'Jangan mengirim pembayaran yang sama lagi: pembayaran kedua tidak digabung dengan yang pertama dan butuh waktu lebih lama untuk diselesaikan.',
    ],
    'zh-CN': [
      '存款未到账',
      '银行或网络延迟时有发生。请等待 15 分钟后刷新余额。',
      '如果仍未到账，请联系客服，并提供您的用户名、金额、付款时间和付款凭证截图。',
      '请勿重复付款：第二笔付款不会与第一笔合并，处理时间反而更长。',
    ],
  }),

  article('withdrawal', 'withdrawal-how', {
    en: [
      'How to withdraw',
      'Choose Withdraw, select the account that should receive the money, and enter the amount and your transaction password.',
      'The name on the receiving account must match the name on your Lotus Play account. Your first withdrawal may take longer while we verify it.',
      'You can follow every request in the account record: pending, approved, paid, or rejected with the reason.',
    ],
    'pt-BR': [
      'Como sacar',
      'Escolha Sacar, selecione a conta que vai receber o dinheiro e informe o valor e a sua senha de transação.',
      'O nome da conta de destino precisa ser o mesmo da sua conta Lotus Play. O primeiro saque pode demorar mais enquanto fazemos a verificação.',
      'Você acompanha cada pedido no extrato da conta: pendente, aprovado, pago ou recusado com o motivo.',
    ],
    th: [
      'วิธีถอนเงิน',
      'เลือก "ถอนเงิน" เลือกบัญชีที่จะรับเงิน แล้วกรอกจำนวนเงินและรหัสผ่านสำหรับทำธุรกรรม',
      'ชื่อบัญชีผู้รับเงินต้องตรงกับชื่อในบัญชี Lotus Play ของคุณ การถอนครั้งแรกอาจใช้เวลานานขึ้นระหว่างที่เราตรวจสอบ',
      'คุณติดตามทุกคำขอได้ในประวัติบัญชี ทั้งสถานะรอดำเนินการ อนุมัติแล้ว จ่ายแล้ว หรือถูกปฏิเสธพร้อมเหตุผล',
    ],
    vi: [
      'Cách rút tiền',
      'Chọn Rút tiền, chọn tài khoản nhận tiền, rồi nhập số tiền và mật khẩu giao dịch.',
      'Tên chủ tài khoản nhận phải trùng với tên trên tài khoản Lotus Play của bạn. Lần rút đầu tiên có thể lâu hơn do chúng tôi cần xác minh.',
      'Bạn có thể theo dõi từng yêu cầu trong lịch sử tài khoản: đang chờ, đã duyệt, đã chi trả, hoặc bị từ chối kèm lý do.',
    ],
    id: [
      'Cara menarik dana',
      'Pilih Tarik, pilih rekening yang akan menerima dana, lalu masukkan jumlah dan kata sandi transaksi Anda.',
      'Nama pada rekening penerima harus sama dengan nama di akun Lotus Play Anda. Penarikan pertama mungkin memakan waktu lebih lama karena kami memverifikasinya.',
      'Anda dapat memantau setiap permintaan di riwayat akun: menunggu, disetujui, dibayar, atau ditolak beserta alasannya.',
    ],
    'zh-CN': [
      '如何取款',
      '点击“取款”，选择收款账户，然后输入金额和交易密码。',
      '收款账户的户名必须与您的 Lotus Play 账户姓名一致。首次取款需要审核，可能会稍慢一些。',
      '您可以在账户记录中跟踪每一笔申请：待处理、已批准、已支付，或被拒绝并附有原因。',
    ],
  }),
  article('withdrawal', 'withdrawal-turnover', {
    en: [
      'Turnover requirements',
      'Before you withdraw, each deposit must be wagered at least once in valid bets. This protects players and the platform against money laundering.',
      'Bonuses have their own turnover requirement, shown on the promotion before you claim it. Until it is met, the bonus and its winnings cannot be withdrawn.',
      'Your remaining turnover is shown on the withdrawal page. Bets that are cancelled, voided, or placed on both sides of the same market do not count.',
    ],
    'pt-BR': [
      'Requisitos de rollover',
      'Antes de sacar, cada depósito precisa ser apostado pelo menos uma vez em apostas válidas. Isso protege os jogadores e a plataforma contra a lavagem de dinheiro.',
      'Os bônus têm um rollover próprio, informado na promoção antes de você resgatá-la. Enquanto ele não for cumprido, o bônus e os ganhos com ele não podem ser sacados.',
      'O rollover que falta aparece na página de saque. Apostas canceladas, anuladas ou feitas nos dois lados do mesmo mercado não contam.',
    ],
    th: [
      'เงื่อนไขยอดเทิร์นโอเวอร์',
      'ก่อนถอนเงิน เงินฝากแต่ละครั้งต้องถูกนำไปเดิมพันที่นับยอดได้อย่างน้อยหนึ่งรอบ เพื่อปกป้องผู้เล่นและแพลตฟอร์มจากการฟอกเงิน',
      'โบนัสมีเงื่อนไขเทิร์นโอเวอร์ของตัวเอง ซึ่งแสดงไว้ในโปรโมชั่นก่อนที่คุณจะรับ หากยังทำยอดไม่ครบ จะยังไม่สามารถถอนโบนัสและเงินรางวัลที่ได้จากโบนัสนั้นได้',
      'ยอดเทิร์นโอเวอร์ที่เหลือแสดงอยู่ในหน้าถอนเงิน การเดิมพันที่ถูกยกเลิก เป็นโมฆะ หรือแทงทั้งสองฝั่งในตลาดเดียวกันจะไม่ถูกนับ',
    ],
    vi: [
      'Yêu cầu doanh thu cược',
      'Trước khi rút tiền, mỗi khoản nạp phải được đặt cược hợp lệ ít nhất một vòng. Quy định này bảo vệ người chơi và nền tảng khỏi hoạt động rửa tiền.',
      'Tiền thưởng có yêu cầu doanh thu riêng, được ghi trong khuyến mãi trước khi bạn nhận. Khi chưa đạt yêu cầu, tiền thưởng và tiền thắng từ nó chưa thể rút.',
      'Doanh thu còn thiếu được hiển thị trên trang rút tiền. Các cược bị hủy, vô hiệu hoặc đặt cả hai cửa trong cùng một kèo sẽ không được tính.',
    ],
    id: [
      'Syarat turnover',
      'Sebelum menarik dana, setiap deposit harus dipertaruhkan setidaknya satu kali dalam taruhan yang sah. Aturan ini melindungi pemain dan platform dari pencucian uang.',
      'Bonus memiliki syarat turnover sendiri yang tertera pada promosi sebelum Anda mengklaimnya. Selama syarat itu belum terpenuhi, bonus dan kemenangannya belum dapat ditarik.',
      'Sisa turnover Anda ditampilkan di halaman penarikan. Taruhan yang dibatalkan, dianulir, atau dipasang di kedua sisi pasar yang sama tidak dihitung.',
    ],
    'zh-CN': [
      '流水要求',
      '取款前，每笔存款都需要至少完成一倍的有效投注。这一规定用于保护玩家和平台，防止洗钱。',
      '奖金有各自的流水要求，在领取前会显示在优惠活动中。达到要求之前，奖金及其产生的盈利都无法取出。',
      '剩余流水显示在取款页面。被取消、作废或在同一盘口两边同时下注的投注不计入流水。',
    ],
  }),
  article('withdrawal', 'withdrawal-limits', {
    en: [
      'Withdrawal limits and times',
      'The minimum and maximum amounts per request and per day are shown on the withdrawal page and depend on your VIP level.',
      'Requests are reviewed 24 hours a day, and most are paid within an hour. Bank holidays and extra security checks can add time.',
      'If a request is rejected, the money goes back to your wallet at once and the reason is shown in the account record.',
    ],
    'pt-BR': [
      'Limites e prazos de saque',
      'Os valores mínimo e máximo por pedido e por dia aparecem na página de saque e dependem do seu nível VIP.',
      'Os pedidos são analisados 24 horas por dia, e a maioria é paga em até uma hora. Feriados bancários e verificações extras de segurança podem aumentar o prazo.',
      'Se um pedido for recusado, o dinheiro volta na hora para a sua carteira e o motivo aparece no extrato da conta.',
    ],
    th: [
      'วงเงินและระยะเวลาการถอน',
      'จำนวนขั้นต่ำและสูงสุดต่อคำขอและต่อวันแสดงอยู่ในหน้าถอนเงิน และขึ้นอยู่กับระดับ VIP ของคุณ',
      'เราตรวจสอบคำขอตลอด 24 ชั่วโมง และส่วนใหญ่จะได้รับเงินภายในหนึ่งชั่วโมง วันหยุดธนาคารและการตรวจสอบความปลอดภัยเพิ่มเติมอาจทำให้ใช้เวลานานขึ้น',
      'หากคำขอถูกปฏิเสธ เงินจะกลับเข้ากระเป๋าเงินของคุณทันที และเหตุผลจะแสดงอยู่ในประวัติบัญชี',
    ],
    vi: [
      'Hạn mức và thời gian rút tiền',
      'Số tiền tối thiểu và tối đa cho mỗi yêu cầu và mỗi ngày được hiển thị trên trang rút tiền, tùy theo cấp VIP của bạn.',
      'Yêu cầu được xét duyệt 24 giờ mỗi ngày, và phần lớn được chi trả trong vòng một giờ. Ngày nghỉ của ngân hàng và các bước kiểm tra bảo mật bổ sung có thể kéo dài thời gian.',
      'Nếu yêu cầu bị từ chối, tiền sẽ được hoàn ngay vào ví và lý do được ghi trong lịch sử tài khoản.',
    ],
    id: [
      'Batas dan waktu penarikan',
      'Jumlah minimum dan maksimum per permintaan dan per hari ditampilkan di halaman penarikan dan bergantung pada level VIP Anda.',
      'Permintaan ditinjau 24 jam sehari, dan sebagian besar dibayar dalam satu jam. Hari libur bank dan pemeriksaan keamanan tambahan dapat memperlama prosesnya.',
      'Jika permintaan ditolak, dana langsung kembali ke dompet Anda dan alasannya ditampilkan di riwayat akun.',
    ],
    'zh-CN': [
      '取款限额与到账时间',
      '每笔及每日的最低、最高取款金额显示在取款页面，并与您的 VIP 等级相关。',
      '取款申请全天 24 小时审核，大多数在一小时内到账。银行假日和额外的安全核查可能会延长时间。',
      '如果申请被拒绝，款项会立即退回您的钱包，原因会显示在账户记录中。',
    ],
  }),

  article('responsible-gaming', 'rg-principles', {
    en: [
      'Play responsibly',
      'Gambling should be entertainment, never a way to make money or to escape problems. Only play with money you can afford to lose.',
      'Set yourself a budget and a time limit before you play, take regular breaks, and never chase your losses.',
      'Lotus Play is for adults only: you must be 18 or older, or the legal age where you live if that is higher. We may ask for proof of age at any time.',
    ],
    'pt-BR': [
      'Jogue com responsabilidade',
      'Apostar deve ser diversão, nunca uma forma de ganhar dinheiro ou de fugir de problemas. Jogue apenas com dinheiro que você pode perder.',
      'Defina um orçamento e um limite de tempo antes de jogar, faça pausas regulares e nunca tente recuperar o que perdeu.',
      'A Lotus Play é só para adultos: é preciso ter 18 anos ou mais, ou a idade legal do seu país, se for maior. Podemos pedir comprovação de idade a qualquer momento.',
    ],
    th: [
      'เล่นอย่างรับผิดชอบ',
      'การพนันควรเป็นความบันเทิง ไม่ใช่ช่องทางหาเงินหรือการหลีกหนีปัญหา เล่นด้วยเงินที่คุณพร้อมจะเสียเท่านั้น',
      'กำหนดงบประมาณและเวลาก่อนเล่น หยุดพักเป็นระยะ และอย่าพยายามเล่นเพื่อเอาเงินที่เสียไปคืน',
      'Lotus Play สำหรับผู้ใหญ่เท่านั้น คุณต้องมีอายุ 18 ปีขึ้นไป หรือตามอายุที่กฎหมายในพื้นที่ของคุณกำหนดหากสูงกว่า เราอาจขอหลักฐานยืนยันอายุได้ทุกเมื่อ',
    ],
    vi: [
      'Chơi có trách nhiệm',
      'Cá cược nên là thú giải trí, không phải cách kiếm tiền hay trốn tránh vấn đề. Chỉ chơi bằng số tiền bạn có thể chấp nhận mất.',
      'Hãy đặt ra ngân sách và giới hạn thời gian trước khi chơi, nghỉ giải lao thường xuyên, và đừng bao giờ cố gỡ lại số tiền đã thua.',
      'Lotus Play chỉ dành cho người trưởng thành: bạn phải từ 18 tuổi trở lên, hoặc đủ tuổi theo luật nơi bạn sống nếu quy định cao hơn. Chúng tôi có thể yêu cầu chứng minh tuổi bất cứ lúc nào.',
    ],
    id: [
      'Bermain secara bertanggung jawab',
      'Berjudi seharusnya menjadi hiburan, bukan cara mencari uang atau lari dari masalah. Bermainlah hanya dengan uang yang siap Anda relakan.',
      'Tetapkan anggaran dan batas waktu sebelum bermain, beristirahatlah secara teratur, dan jangan pernah mengejar kekalahan.',
      'Lotus Play hanya untuk orang dewasa: Anda harus berusia 18 tahun ke atas, atau usia legal di tempat Anda tinggal jika lebih tinggi. Kami dapat meminta bukti usia kapan saja.',
    ],
    'zh-CN': [
      '理性娱乐',
      '博彩应当是一种娱乐，而不是赚钱或逃避问题的方式。请只用您输得起的钱来游戏。',
      '游戏前先为自己设定预算和时间上限，定时休息，切勿为了追回损失而继续投注。',
      'Lotus Play 仅限成年人使用：您必须年满 18 周岁；若您所在地区的法定年龄更高，则以当地规定为准。我们可能随时要求您提供年龄证明。',
    ],
  }),
  article('responsible-gaming', 'rg-limits', {
    en: [
      'Limits, breaks and self-exclusion',
      'Customer service can set a daily, weekly or monthly deposit limit on your account. A lower limit applies at once; a higher limit applies after 24 hours.',
      'You can ask for a cooling-off period of 1 day to 6 weeks, or for self-exclusion of 6 months or longer. During that time you cannot log in or deposit.',
      'If gambling worries you, talk to someone. Independent organisations such as BeGambleAware (begambleaware.org) and Gamblers Anonymous offer free, confidential help.',
    ],
    'pt-BR': [
      'Limites, pausas e autoexclusão',
      'O atendimento pode definir um limite de depósito diário, semanal ou mensal na sua conta. Um limite menor vale na hora; um limite maior vale após 24 horas.',
      'Você pode pedir uma pausa de 1 dia a 6 semanas ou a autoexclusão por 6 meses ou mais. Durante esse período não é possível entrar na conta nem depositar.',
      'Se o jogo estiver preocupando você, converse com alguém. Organizações independentes como a BeGambleAware (begambleaware.org) e os Jogadores Anônimos oferecem ajuda gratuita e sigilosa.',
    ],
    th: [
      'การจำกัดวงเงิน การพัก และการระงับบัญชีตนเอง',
      'ฝ่ายบริการลูกค้าสามารถตั้งวงเงินฝากรายวัน รายสัปดาห์ หรือรายเดือนให้บัญชีของคุณได้ การลดวงเงินมีผลทันที ส่วนการเพิ่มวงเงินมีผลหลังจาก 24 ชั่วโมง',
      'คุณสามารถขอพักการเล่นได้ตั้งแต่ 1 วันถึง 6 สัปดาห์ หรือขอระงับบัญชีตนเองตั้งแต่ 6 เดือนขึ้นไป ระหว่างนั้นคุณจะเข้าสู่ระบบหรือฝากเงินไม่ได้',
      'หากการพนันทำให้คุณกังวล ลองพูดคุยกับใครสักคน องค์กรอิสระอย่าง BeGambleAware (begambleaware.org) และ Gamblers Anonymous ให้ความช่วยเหลือฟรีและเป็นความลับ',
    ],
    vi: [
      'Giới hạn, tạm nghỉ và tự loại trừ',
      'Bộ phận chăm sóc khách hàng có thể đặt giới hạn nạp tiền theo ngày, tuần hoặc tháng cho tài khoản của bạn. Giảm giới hạn có hiệu lực ngay; tăng giới hạn có hiệu lực sau 24 giờ.',
      'Bạn có thể yêu cầu tạm nghỉ từ 1 ngày đến 6 tuần, hoặc tự loại trừ từ 6 tháng trở lên. Trong thời gian đó bạn không thể đăng nhập hay nạp tiền.',
      'Nếu cá cược khiến bạn lo lắng, hãy nói chuyện với ai đó. Các tổ chức độc lập như BeGambleAware (begambleaware.org) và Gamblers Anonymous hỗ trợ miễn phí và bảo mật.',
    ],
    id: [
      'Batas, jeda, dan pengecualian diri',
      'Layanan pelanggan dapat menetapkan batas deposit harian, mingguan, atau bulanan pada akun Anda. Batas yang lebih rendah berlaku seketika; batas yang lebih tinggi berlaku setelah 24 jam.',
      'Anda dapat meminta masa jeda 1 hari hingga 6 minggu, atau pengecualian diri selama 6 bulan atau lebih. Selama masa itu Anda tidak dapat masuk atau melakukan deposit.',
      'Jika judi membuat Anda khawatir, bicaralah dengan seseorang. Organisasi independen seperti BeGambleAware (begambleaware.org) dan Gamblers Anonymous memberikan bantuan gratis dan rahasia.',
    ],
    'zh-CN': [
      '限额、暂停与自我禁入',
      '客服可以为您的账户设置每日、每周或每月存款限额。调低限额立即生效，调高限额在 24 小时后生效。',
      '您可以申请 1 天至 6 周的冷静期，或 6 个月及以上的自我禁入。在此期间您将无法登录或存款。',
      '如果博彩让您感到困扰，请找人倾诉。BeGambleAware（begambleaware.org）和戒赌互助会等独立机构提供免费且保密的帮助。',
    ],
  }),

  article('terms', 'terms-general', {
    en: [
      'Terms of use',
      'By opening an account you accept these terms and confirm that the details you give are true and that you are of legal age.',
      'One account per person, household, device and payment method. Duplicate accounts, collusion or abuse of promotions can lead to closed accounts and cancelled winnings.',
      'We may update these terms. Important changes are announced in platform messages before they take effect, and using the site afterwards means you accept them.',
    ],
    'pt-BR': [
      'Termos de uso',
      'Ao abrir uma conta, você aceita estes termos e confirma que os dados informados são verdadeiros e que você tem a idade legal.',
      'É permitida uma conta por pessoa, residência, aparelho e forma de pagamento. Contas duplicadas, conluio ou abuso de promoções podem levar ao encerramento da conta e ao cancelamento dos ganhos.',
      'Podemos atualizar estes termos. Mudanças importantes são avisadas nas mensagens da plataforma antes de entrarem em vigor, e continuar usando o site depois disso significa aceitá-las.',
    ],
    th: [
      'ข้อกำหนดการใช้งาน',
      'เมื่อเปิดบัญชี ถือว่าคุณยอมรับข้อกำหนดเหล่านี้ และยืนยันว่าข้อมูลที่ให้ไว้เป็นความจริงและคุณมีอายุครบตามกฎหมาย',
      'อนุญาตหนึ่งบัญชีต่อหนึ่งบุคคล ครัวเรือน อุปกรณ์ และช่องทางการชำระเงิน การมีบัญชีซ้ำ การสมรู้ร่วมคิด หรือการใช้โปรโมชั่นในทางที่ผิด อาจทำให้บัญชีถูกปิดและเงินรางวัลถูกยกเลิก',
      'เราอาจปรับปรุงข้อกำหนดเหล่านี้ การเปลี่ยนแปลงที่สำคัญจะแจ้งผ่านข้อความของแพลตฟอร์มก่อนมีผลบังคับใช้ และการใช้งานเว็บไซต์ต่อหลังจากนั้นถือว่าคุณยอมรับ',
    ],
    vi: [
      'Điều khoản sử dụng',
      'Khi mở tài khoản, bạn chấp nhận các điều khoản này và xác nhận rằng thông tin bạn cung cấp là đúng sự thật và bạn đã đủ tuổi theo luật định.',
      'Mỗi người, hộ gia đình, thiết bị và phương thức thanh toán chỉ được một tài khoản. Tài khoản trùng lặp, thông đồng hoặc lạm dụng khuyến mãi có thể dẫn đến việc khóa tài khoản và hủy tiền thắng.',
      'Chúng tôi có thể cập nhật các điều khoản này. Những thay đổi quan trọng được thông báo qua tin nhắn nền tảng trước khi có hiệu lực, và việc tiếp tục sử dụng trang web sau đó đồng nghĩa với việc bạn chấp nhận.',
    ],
    id: [
      'Ketentuan penggunaan',
      'Dengan membuka akun, Anda menerima ketentuan ini dan menyatakan bahwa data yang Anda berikan benar serta Anda telah cukup umur menurut hukum.',
      'Satu akun untuk setiap orang, rumah tangga, perangkat, dan metode pembayaran. Akun ganda, kolusi, atau penyalahgunaan promosi dapat berujung pada penutupan akun dan pembatalan kemenangan.',
      'Kami dapat memperbarui ketentuan ini. Perubahan penting diumumkan melalui pesan platform sebelum berlaku, dan terus menggunakan situs setelahnya berarti Anda menerimanya.',
    ],
    'zh-CN': [
      '使用条款',
      '开设账户即表示您接受本条款，并确认您提供的信息真实无误且已达到法定年龄。',
      '每个人、每个家庭、每台设备和每种支付方式仅限一个账户。重复开户、串通作弊或滥用优惠，可能导致账户被关闭、盈利被取消。',
      '我们可能会更新本条款。重要变更会在生效前通过平台消息通知，此后继续使用本网站即表示您接受变更。',
    ],
  }),
  article('terms', 'terms-promotions', {
    en: [
      'Promotion rules',
      'Each promotion states who can join, how to claim it, its turnover requirement and its end date. Please read them before you claim.',
      'Only one welcome bonus per person. Bonuses must be claimed within the time shown, and they expire if the turnover is not met in time.',
      'If a game round is interrupted, the result recorded by the game provider stands. A bet accepted because of an obvious error may be voided and its stake returned.',
    ],
    'pt-BR': [
      'Regras das promoções',
      'Cada promoção informa quem pode participar, como resgatar, o rollover exigido e a data de término. Leia tudo antes de resgatar.',
      'Apenas um bônus de boas-vindas por pessoa. Os bônus precisam ser resgatados no prazo indicado e expiram se o rollover não for cumprido a tempo.',
      'Se uma rodada for interrompida, vale o resultado registrado pelo provedor do jogo. Uma aposta aceita por causa de um erro evidente pode ser anulada, com a devolução do valor apostado.',
    ],
    th: [
      'กติกาโปรโมชั่น',
      'แต่ละโปรโมชั่นระบุว่าใครเข้าร่วมได้ วิธีรับ เงื่อนไขเทิร์นโอเวอร์ และวันสิ้นสุด โปรดอ่านให้ครบก่อนกดรับ',
      'โบนัสต้อนรับรับได้เพียงหนึ่งครั้งต่อหนึ่งคน ต้องกดรับโบนัสภายในเวลาที่กำหนด และโบนัสจะหมดอายุหากทำยอดเทิร์นโอเวอร์ไม่ทันเวลา',
      'หากรอบเกมถูกขัดจังหวะ ให้ยึดผลที่ผู้ให้บริการเกมบันทึกไว้ การเดิมพันที่ถูกรับไว้เนื่องจากความผิดพลาดที่เห็นได้ชัดอาจถูกยกเลิกและคืนเงินเดิมพัน',
    ],
    vi: [
      'Quy định khuyến mãi',
      'Mỗi chương trình khuyến mãi đều ghi rõ ai được tham gia, cách nhận, yêu cầu doanh thu và ngày kết thúc. Vui lòng đọc kỹ trước khi nhận.',
      'Mỗi người chỉ được nhận một lần thưởng chào mừng. Tiền thưởng phải được nhận trong thời hạn ghi trên chương trình và sẽ hết hạn nếu không đạt doanh thu kịp thời.',
      'Nếu một ván chơi bị gián đoạn, kết quả do nhà cung cấp trò chơi ghi nhận sẽ được giữ nguyên. Cược được chấp nhận do lỗi hiển nhiên có thể bị hủy và hoàn lại tiền cược.',
    ],
    id: [
      'Aturan promosi',
      'Setiap promosi mencantumkan siapa yang dapat ikut, cara mengklaim, syarat turnover, dan tanggal berakhirnya. Bacalah sebelum Anda mengklaim.',
      'Hanya satu bonus sambutan untuk setiap orang. Bonus harus diklaim dalam waktu yang tertera dan akan hangus jika turnover tidak terpenuhi tepat waktu.',
      'Jika satu ronde permainan terputus, hasil yang dicatat oleh penyedia game yang berlaku. Taruhan yang diterima karena kesalahan yang jelas dapat dibatalkan dan taruhannya dikembalikan.',
    ],
    'zh-CN': [
      '优惠活动规则',
      '每项优惠都会注明参与资格、领取方式、流水要求和截止日期。领取前请仔细阅读。',
      '每人仅限领取一次欢迎奖金。奖金须在规定时间内领取，未能按时完成流水要求的奖金将会失效。',
      '如果游戏回合中断，以游戏供应商记录的结果为准。因明显错误而被接受的投注可能被作废，并退还本金。',
    ],
  }),
];
