import type { EmailTexts } from "../en/emails";

const emails: EmailTexts = {
  stockAlert: {
    allServers: "Todos os servidores",
    subject: "{{name}} voltou em {{server}}",
    greeting: "Olá,",
    intro:
      "Você pediu para ser avisado: {{name}} ({{game}}) voltou em {{server}}. O estoque pode acabar de novo, então dê uma olhada logo.",
    action: "Comprar agora",
    why: "Este é o único email que você pediu sobre {{name}} em {{server}}.",
    stop: "Não quer estes emails? Pare aqui: {{url}}",
  },
  common: {
    greeting: "Olá, {{name}},",
    linkFallback: "Se o botão não funcionar, copie este endereço no seu navegador:",
    signature: "Equipe Gamer Store",
    seenFrom: "Navegador: {{browser}}; sistema: {{system}}; local: {{place}} (endereço {{ip}}).",
    unknown: "desconhecido",
  },
  verification: {
    subject: "Confirme seu email na Gamer Store",
    intro: "Obrigado por criar sua conta na Gamer Store. Confirme seu endereço de email para começar a comprar.",
    action: "Confirmar meu email",
    expiry: "Este link expira em 24 horas.",
    ignore: "Se você não criou uma conta, pode ignorar este email.",
  },
  staffInvitation: {
    subject: "Você foi convidado para a equipe da Gamer Store",
    intro: "Você foi convidado para a equipe que cuida da Gamer Store.",
    action: "Aceitar o convite",
    details: "Convite de {{inviter}}, com a função {{role}}.",
    expiry:
      "Este link funciona uma única vez, por 72 horas. Se este endereço já tem uma conta na loja, você confirma com a senha dela.",
    ignore: "Se você não esperava por isso, ignore este email: nada muda.",
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
  twoFactorOn: {
    subject: "A verificação em duas etapas está ativa na sua conta da Gamer Store",
    intro:
      "A verificação em duas etapas acabou de ser ativada na sua conta: entrar agora também pede um código de um aplicativo autenticador.",
    action: "Revisar a segurança da conta",
    notYou:
      "Se não foi você, fale com o suporte agora: confirmaremos que é você e a desativaremos. Depois escolha uma nova senha: {{url}}",
  },
  twoFactorReset: {
    subject: "A verificação em duas etapas foi desativada na sua conta da Gamer Store",
    intro:
      "A seu pedido, nosso suporte desativou a verificação em duas etapas da sua conta e encerrou todas as sessões. Você pode entrar com sua senha e ativá-la de novo.",
    action: "Ativar a verificação em duas etapas de novo",
    notYou: "Se você não pediu isso, escolha uma nova senha agora e fale com o suporte: {{url}}",
  },
  passkeyAdded: {
    subject: "Uma chave de acesso foi adicionada à sua conta da Gamer Store",
    intro: "Uma chave de acesso acabou de ser adicionada à sua conta: com ela é possível entrar sem a senha.",
    action: "Revisar minhas chaves de acesso",
    details: "Chave de acesso: “{{passkey}}” (o nome que quem a adicionou digitou).",
    notYou: "Se não foi você, remova-a nas configurações de segurança da conta e escolha uma nova senha: {{url}}",
  },
  passkeyRemoved: {
    subject: "Uma chave de acesso foi removida da sua conta da Gamer Store",
    intro: "Uma chave de acesso acabou de ser removida da sua conta: ela não permite mais entrar.",
    action: "Revisar minhas chaves de acesso",
    details: "Chave de acesso: {{passkey}}.",
    notYou: "Se não foi você, escolha uma nova senha agora: {{url}}",
  },
  passkeyCode: {
    subject: "Seu código para adicionar uma chave de acesso à sua conta da Gamer Store",
    intro:
      "Alguém que entrou na sua conta com a senha pediu para adicionar a primeira chave de acesso. Sua conta pode abrir a área administrativa, então isso exige também o código abaixo.",
    action: "Abrir minhas configurações de segurança",
    code: "Código: {{code}}",
    expiry: "Ele vale uma vez, por 15 minutos.",
    notYou: "Se não foi você, não passe este código a ninguém e escolha uma nova senha agora: {{url}}",
  },
  authenticatorCode: {
    subject: "Seu código para ativar a verificação em duas etapas na sua conta da Gamer Store",
    intro:
      "Alguém que entrou na sua conta com a senha pediu para ativar a verificação em duas etapas com um aplicativo autenticador. Sua conta pode abrir a área administrativa, então isso exige também o código abaixo.",
    action: "Abrir minhas configurações de segurança",
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
