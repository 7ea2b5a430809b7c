import type { EmailTexts } from "../en/emails";

const emails: EmailTexts = {
  common: {
    greeting: "Olá, {{name}},",
    linkFallback: "Se o botão não funcionar, copie este endereço no seu navegador:",
    signature: "Equipe Gamer Store",
  },
  verification: {
    subject: "Confirme seu email na Gamer Store",
    intro: "Obrigado por criar sua conta na Gamer Store. Confirme seu endereço de email para começar a comprar.",
    action: "Confirmar meu email",
    expiry: "Este link expira em 24 horas.",
    ignore: "Se você não criou uma conta, pode ignorar este email.",
  },
  passwordReset: {
    subject: "Redefina sua senha da Gamer Store",
    intro: "Recebemos um pedido para escolher uma nova senha para a sua conta.",
    action: "Escolher uma nova senha",
    expiry: "Este link expira em 30 minutos e funciona uma única vez.",
    ignore: "Se você não pediu isso, ignore este email: sua senha continua a mesma.",
  },
  existingAccount: {
    subject: "Você já tem uma conta na Gamer Store",
    intro:
      "Alguém (esperamos que você) tentou criar uma conta na Gamer Store com este endereço de email, mas ele já tem uma conta.",
    action: "Entrar",
    forgot: "Esqueceu sua senha? Escolha uma nova aqui: {{url}}",
    ignore: "Se não foi você, ignore este email: nada foi alterado.",
  },
  newSignIn: {
    subject: "Novo acesso à sua conta da Gamer Store",
    intro: "Sua conta acabou de ser acessada de um navegador ou aparelho que ela ainda não tinha usado.",
    action: "Revisar a segurança da conta",
    details: "Quando: {{time}} (UTC). Endereço de rede: {{ip}}.",
    notYou: "Se não foi você, escolha uma nova senha agora e ative a verificação em duas etapas: {{url}}",
  },
  devMailbox: {
    metaTitle: "Caixa de emails de desenvolvimento | Gamer Store",
    title: "Caixa de emails de desenvolvimento",
    intro: "Emails que a loja enviou rodando em desenvolvimento, os mais novos primeiro. Nenhum saiu desta máquina.",
    empty: "Nenhum email ainda.",
    to: "Para",
    sentAt: "Enviado",
    links: "Links deste email",
    htmlPreview: "Versão HTML",
    textVersion: "Versão em texto",
  },
};

export default emails;
