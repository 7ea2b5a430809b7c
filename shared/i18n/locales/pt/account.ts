import type { AccountTexts } from "../en/account";

const account: AccountTexts = {
  menu: {
    open: "Menu da conta de {{name}}",
    admin: "Painel Admin",
    cart: "Meu Carrinho",
    profile: "Meu Perfil",
    orders: "Meus Pedidos",
    signOut: "Sair",
  },
  settings: {
    metaTitle: "Minha conta | Gamer Store",
    title: "Minha conta",
    signedInAs: "Conectado como {{email}}",
    signOut: "Sair",
    sectionsLabel: "Seções da conta",
    sections: {
      profile: "Perfil",
      password: "Senha",
      security: "Segurança",
      data: "Seus dados",
      orders: "Pedidos",
    },
  },
  profile: {
    intro: "Seu nome e telefone, usados nos seus pedidos e no suporte.",
    emailLabel: "Email",
    emailHint: "Seu email não pode ser alterado aqui.",
    save: "Salvar alterações",
    saving: "Salvando…",
    cancel: "Cancelar",
    savedTitle: "Perfil atualizado",
    savedName: "Seu nome foi atualizado.",
    savedPhone: "Seu telefone foi atualizado.",
    savedBoth: "Seu nome e telefone foram atualizados.",
    savedGeneral: "Seu perfil foi salvo.",
    ok: "OK",
  },
  password: {
    intro: "Para trocar sua senha, enviaremos por email um link para você escolher uma nova.",
    emailLabel: "Enviar o link para",
    submit: "Enviar link de redefinição",
    submitting: "Enviando…",
    sent: "Verifique seu email: um link para escolher uma nova senha está a caminho. Ele expira em 30 minutos.",
  },
};

export default account;
