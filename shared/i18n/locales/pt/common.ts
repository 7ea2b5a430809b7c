import type { CommonTexts } from "../en/common";

const common: CommonTexts = {
  meta: {
    siteName: "Gamer Store",
    homeTitle: "Gamer Store: moedas, itens e boosting para seus jogos",
    homeDescription:
      "Compre moedas, itens, boosting e carry runs com entrega no prazo prometido e gente de verdade no suporte.",
  },
  nav: {
    home: "Início",
    games: "Jogos",
    about: "Sobre",
    contact: "Contato",
    mainNavigation: "Navegação principal",
    skipToContent: "Pular para o conteúdo",
  },
  header: {
    searchLabel: "Buscar jogos",
    searchRegion: "Busca da loja",
    searchPlaceholder: "Buscar jogos…",
    searchSubmit: "Buscar",
    cart: "Carrinho",
    cartWithCount_zero: "Carrinho, 0 produtos",
    cartWithCount_one: "Carrinho, {{count}} produto",
    cartWithCount_other: "Carrinho, {{count}} produtos",
    login: "Entrar",
    loginOpening: "Abrindo o login…",
    language: "Idioma",
    switchToEnglish: "English",
    switchToPortuguese: "Português",
    currency: "Moeda",
    switchToBrl: "Preços em reais",
    switchToUsd: "Preços em dólares americanos",
  },
  footer: {
    links: "Links",
    follow: "Siga-nos",
    instagram: "Instagram",
    discord: "Discord",
    contactTitle: "Contato",
    location: "São Paulo, Brasil",
    rights: "© {{year}} Gamer Store. Todos os direitos reservados.",
    developedBy: "Desenvolvido pela equipe Gamer Store",
  },
  toast: {
    close: "Fechar notificação",
  },
  validation: {
    failed: "Alguns campos não são válidos.",
    fieldRequired: "Este campo é obrigatório.",
    fieldInvalid: "Este valor não é válido.",
    invalidJson: "O corpo da requisição deve ser um JSON válido.",
    invalidPressKey: 'A chave Idempotency-Key deve ter de 8 a 100 letras, algarismos, "-", "_", "." ou ":".',
  },
  failures: {
    unknown: "Erro desconhecido. Tente novamente.",
    login: "Erro no login",
    sendEmail: "Erro ao enviar email",
    resetPassword: "Erro ao redefinir senha",
    resendVerification: "Erro ao reenviar email de verificação",
  },
  connection: {
    serverUnreachable: "Erro ao conectar com o servidor. Verifique sua conexão.",
    tryAgain: "Erro de conexão. Tente novamente.",
  },
  errors: {
    rateLimited: "Muitas tentativas. Aguarde {{seconds}} segundos e tente novamente.",
    notFoundTitle: "Página não encontrada",
    notFoundText: "A página que você procura não existe.",
    genericTitle: "Algo deu errado",
    genericText: "Tente novamente em instantes.",
    backHome: "Voltar ao início",
    serverError: "Algo deu errado do nosso lado. Tente novamente. Referência: {{requestId}}",
    reference: "Referência para o suporte:",
    noApiRoute: "Nenhuma rota da API corresponde a este caminho.",
    notConfigured: "A loja ainda não está configurada. Tente novamente mais tarde.",
    invalidSignature: "Assinatura inválida.",
    webhookFailed: "Falha ao processar o webhook.",
    unknownWebhook: "Webhook desconhecido.",
  },
};

export default common;
