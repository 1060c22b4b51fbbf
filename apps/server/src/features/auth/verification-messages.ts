import type { Language } from '@portal/shared/languages';

/** The text of the SMS with a code, in the language of the request that asked for it. */
const SMS: Record<Language, (code: string, minutes: number) => string> = {
  en: (code, m) => `Your Lotus Play code is ${code}. It expires in ${m} minutes.`,
  'pt-BR': (code, m) => `Seu código Lotus Play é ${code}. Ele expira em ${m} minutos.`,
  th: (code, m) => `รหัส Lotus Play ของคุณคือ ${code} รหัสจะหมดอายุใน ${m} นาที`,
  vi: (code, m) => `Mã Lotus Play của bạn là ${code}. Mã hết hạn sau ${m} phút.`,
  id: (code, m) => `Kode Lotus Play Anda adalah ${code}. Kode berlaku selama ${m} menit.`,
  'zh-CN': (code, m) => `您的 Lotus Play 验证码是 ${code}，${m} 分钟内有效。`,
};

/** The password-reset e-mail: subject and text. */
const RESET_EMAIL: Record<Language, (code: string, minutes: number) => { subject: string; text: string }> = {
  en: (code, m) => ({
    subject: 'Lotus Play password reset',
    text: `Your password reset code is ${code}. It expires in ${m} minutes and works once. If you did not ask for it, ignore this e-mail.`,
  }),
  'pt-BR': (code, m) => ({
    subject: 'Redefinição de senha Lotus Play',
    text: `Seu código de redefinição de senha é ${code}. Ele expira em ${m} minutos e vale uma única vez. Se você não pediu, ignore este e-mail.`,
  }),
  th: (code, m) => ({
    subject: 'รีเซ็ตรหัสผ่าน Lotus Play',
    text: `รหัสรีเซ็ตรหัสผ่านของคุณคือ ${code} ใช้ได้ครั้งเดียวและหมดอายุใน ${m} นาที หากคุณไม่ได้ขอ โปรดเพิกเฉยต่ออีเมลนี้`,
  }),
  vi: (code, m) => ({
    subject: 'Đặt lại mật khẩu Lotus Play',
    text: `Mã đặt lại mật khẩu của bạn là ${code}. Mã chỉ dùng một lần và hết hạn sau ${m} phút. Nếu bạn không yêu cầu, hãy bỏ qua email này.`,
  }),
  id: (code, m) => ({
    subject: 'Atur ulang kata sandi Lotus Play',
    text: `Kode atur ulang kata sandi Anda adalah ${code}. Kode hanya berlaku sekali dan kedaluwarsa dalam ${m} menit. Jika Anda tidak memintanya, abaikan email ini.`,
  }),
  'zh-CN': (code, m) => ({
    subject: 'Lotus Play 密码重置',
    text: `您的密码重置验证码是 ${code}，${m} 分钟内有效，仅可使用一次。如果不是您本人操作，请忽略此邮件。`,
  }),
};

/** The e-mail with the code that binds the address to an account. */
const BIND_EMAIL: Record<Language, (code: string, minutes: number) => { subject: string; text: string }> = {
  en: (code, m) => ({
    subject: 'Confirm your Lotus Play e-mail',
    text: `Your code to confirm this e-mail address is ${code}. It expires in ${m} minutes. If you did not ask for it, ignore this e-mail.`,
  }),
  'pt-BR': (code, m) => ({
    subject: 'Confirme seu e-mail Lotus Play',
    text: `Seu código para confirmar este endereço de e-mail é ${code}. Ele expira em ${m} minutos. Se você não pediu, ignore este e-mail.`,
  }),
  th: (code, m) => ({
    subject: 'ยืนยันอีเมล Lotus Play ของคุณ',
    text: `รหัสยืนยันที่อยู่อีเมลนี้คือ ${code} รหัสจะหมดอายุใน ${m} นาที หากคุณไม่ได้ขอ โปรดเพิกเฉยต่ออีเมลนี้`,
  }),
  vi: (code, m) => ({
    subject: 'Xác nhận email Lotus Play của bạn',
    text: `Mã xác nhận địa chỉ email này là ${code}. Mã hết hạn sau ${m} phút. Nếu bạn không yêu cầu, hãy bỏ qua email này.`,
  }),
  id: (code, m) => ({
    subject: 'Konfirmasi email Lotus Play Anda',
    text: `Kode untuk mengonfirmasi alamat email ini adalah ${code}. Kode kedaluwarsa dalam ${m} menit. Jika Anda tidak memintanya, abaikan email ini.`,
  }),
  'zh-CN': (code, m) => ({
    subject: '确认您的 Lotus Play 邮箱',
    text: `用于确认此邮箱地址的验证码是 ${code}，${m} 分钟内有效。如果不是您本人操作，请忽略此邮件。`,
  }),
};

/** The e-mail with the code of the second sign-in step from a new address. */
const LOGIN_EMAIL: Record<Language, (code: string, minutes: number) => { subject: string; text: string }> = {
  en: (code, m) => ({
    subject: 'Your Lotus Play sign-in code',
    text: `Someone signed in to your account from a new place. If it was you, your code is ${code}. It expires in ${m} minutes. If it was not you, change your password.`,
  }),
  'pt-BR': (code, m) => ({
    subject: 'Seu código de login Lotus Play',
    text: `Alguém entrou na sua conta de um novo local. Se foi você, seu código é ${code}. Ele expira em ${m} minutos. Se não foi você, altere sua senha.`,
  }),
  th: (code, m) => ({
    subject: 'รหัสเข้าสู่ระบบ Lotus Play ของคุณ',
    text: `มีการเข้าสู่ระบบบัญชีของคุณจากที่ใหม่ หากเป็นคุณ รหัสของคุณคือ ${code} รหัสจะหมดอายุใน ${m} นาที หากไม่ใช่คุณ โปรดเปลี่ยนรหัสผ่าน`,
  }),
  vi: (code, m) => ({
    subject: 'Mã đăng nhập Lotus Play của bạn',
    text: `Có người đăng nhập vào tài khoản của bạn từ một nơi mới. Nếu đó là bạn, mã của bạn là ${code}. Mã hết hạn sau ${m} phút. Nếu không phải bạn, hãy đổi mật khẩu.`,
  }),
  id: (code, m) => ({
    subject: 'Kode masuk Lotus Play Anda',
    text: `Seseorang masuk ke akun Anda dari tempat baru. Jika itu Anda, kode Anda adalah ${code}. Kode kedaluwarsa dalam ${m} menit. Jika bukan Anda, ganti kata sandi Anda.`,
  }),
  'zh-CN': (code, m) => ({
    subject: '您的 Lotus Play 登录验证码',
    text: `有人正从新的位置登录您的账户。如果是您本人，验证码是 ${code}，${m} 分钟内有效。如果不是您本人，请修改密码。`,
  }),
};

export const smsCodeText = (language: Language, code: string, minutes: number) => SMS[language](code, minutes);
export const resetEmail = (language: Language, code: string, minutes: number) => RESET_EMAIL[language](code, minutes);
export const bindEmail = (language: Language, code: string, minutes: number) => BIND_EMAIL[language](code, minutes);
export const loginEmail = (language: Language, code: string, minutes: number) => LOGIN_EMAIL[language](code, minutes);
