// Títulos e links das páginas de políticas (rodapé, cadastro, checkout) e o editor do admin.
import type en from "../en/policies";

const policies: typeof en = {
  titles: {
    terms: "Termos de venda",
    refunds: "Política de reembolso e arrependimento",
    privacy: "Política de privacidade",
  },
  updated: "Atualizado em {{date}}",
  registerConsent: "Ao criar uma conta você aceita nossos termos de venda e nossa política de privacidade:",
  checkoutConsent: "Ao pagar você aceita nossos termos de venda e nossa política de reembolso e arrependimento:",
  admin: {
    title: "Políticas",
    intro:
      'O que os clientes leem nas páginas de políticas, em cada idioma. Texto simples: deixe uma linha em branco entre parágrafos, comece uma linha com "## " para um título e com "- " para um item de lista.',
    save: "Salvar",
    saving: "Salvando…",
    saved: "Salvo.",
    view: "Ver página",
    tooLong: "Mantenha o texto com menos de 50.000 caracteres.",
    required: "Escreva o texto da política.",
  },
};

export default policies;
