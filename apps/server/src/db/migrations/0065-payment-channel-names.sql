-- Payment methods named in the player's language (issue 31, decision 048): `names` and
-- `instructions` per interface language ({ "pt-BR": "...", "vi": "..." }); `name` and
-- `bank_instructions` when the language has none. The demo's bank transfer gets its six languages.
alter table payment_channels
  add column names jsonb not null default '{}' check (jsonb_typeof(names) = 'object'),
  add column instructions jsonb not null default '{}' check (jsonb_typeof(instructions) = 'object');

update payment_channels set
  names = '{"en": "Bank transfer", "pt-BR": "Transferência bancária", "th": "โอนผ่านธนาคาร", "vi": "Chuyển khoản ngân hàng", "id": "Transfer bank", "zh-CN": "银行转账"}',
  instructions = '{"en": "Write your reference on the transfer. Credited once our team confirms it.", "pt-BR": "Escreva sua referência na transferência. O valor é creditado assim que nossa equipe confirmar.", "th": "ระบุรหัสอ้างอิงของคุณในการโอน ยอดจะเข้าบัญชีเมื่อทีมงานยืนยันแล้ว", "vi": "Ghi mã tham chiếu của bạn vào nội dung chuyển khoản. Tiền được cộng khi đội ngũ của chúng tôi xác nhận.", "id": "Tulis referensi Anda pada transfer. Dana dikreditkan setelah tim kami mengonfirmasi.", "zh-CN": "请在转账备注中填写您的参考号。我们的团队确认后即到账。"}'
  where seed_key = 'demo-bank-transfer';
