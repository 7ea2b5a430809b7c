// Pagar com Pix na página de checkout, e a etapa 3-D Secure do banco num pagamento com cartão.
import type { PixTexts } from "../en/pix";

const pix: PixTexts = {
  pix: {
    title: "Pagar com Pix",
    scan: "Escaneie o QR code com o app do seu banco, ou copie o código e cole no Pix copia e cola do app.",
    qrLabel: "QR code do Pix",
    copyPasteLabel: "Código Pix copia e cola",
    copy: "Copiar código",
    copied: "Código copiado",
    copyFailed: "Não foi possível copiar: selecione o código e copie você mesmo.",
    timeLeft: "Tempo para pagar",
    waiting: "Aguardando o seu pagamento. Esta página avança sozinha assim que ele chegar.",
    expiredTitle: "Este código Pix expirou",
    failedTitle: "O pagamento Pix não foi concluído",
    endedText: "Nada foi cobrado e seus itens continuam no carrinho.",
    replacedTitle: "Este código Pix foi substituído",
    replacedText:
      "Um código mais novo para este pedido foi gerado em outra página (outra aba, ou depois que o carrinho mudou), então este não pode mais ser pago. Nada foi cobrado.",
    newCode: "Gerar novo código Pix",
    brlOnly: "O Pix paga apenas pedidos em reais (BRL). Escolha um cartão para pagar este pedido.",
    sandboxNotice: "Modo de teste: nenhum banco envolvido. Simule a resposta do banco:",
    simulatePay: "Simular pagamento",
    simulateFail: "Simular falha",
    simulateFailed: "Não foi possível enviar o pagamento de teste. Tente de novo.",
  },
  threeDSecure: {
    title: "Confirme o pagamento com o seu banco",
    text: "Seu banco pede que você confirme que este pagamento é seu (3-D Secure). Modo de teste: escolha a resposta do banco.",
    complete: "Concluir autenticação",
    fail: "Falhar autenticação",
    failed:
      "Seu banco não confirmou este pagamento, então nada foi cobrado. Seu pedido continua aguardando: tente de novo ou use outro cartão.",
  },
};

export default pix;
