// Pedidos de risco retidos antes da entrega (issue 51).
import type riskHoldsEn from "../en/risk-holds";

const riskHolds: typeof riskHoldsEn = {
  shopper: {
    title: "Seu pagamento está em verificação",
    text: "Antes de entregar, verificamos alguns pagamentos para proteger você e a loja de fraudes com cartão. O seu está sendo verificado agora: você não precisa fazer nada.",
    deadline:
      "Vamos decidir até {{deadline}}. Se a verificação passar, a entrega começa na hora. Se não conseguirmos confirmar o pagamento até lá, o pedido é cancelado e estornado integralmente, de forma automática.",
    refused:
      "Não conseguimos confirmar este pagamento, então não entregamos o pedido: ele foi cancelado e estornado integralmente para o meio de pagamento original (pode levar alguns dias úteis para aparecer).",
    expired:
      "Não conseguimos terminar a verificação deste pagamento a tempo, então não entregamos o pedido: ele foi cancelado e estornado integralmente para o meio de pagamento original (pode levar alguns dias úteis para aparecer).",
    why: "Motivo: {{note}}",
  },
  admin: {
    title: "Retido para análise de risco",
    reasons: "Por que está retido",
    deadline: "Estornado integralmente de forma automática, se ninguém decidir antes de:",
    reason: "O que o cliente lê se você recusar (opcional)",
    approve: "Aprovar para entrega",
    refuse: "Recusar e estornar tudo",
    approved: "Aprovado para entrega:",
    refused: "Recusado e estornado integralmente:",
    expired: "Ninguém analisou antes do prazo, estornado integralmente:",
    doneApproved: "Aprovado: o pedido está na mesa de entregas.",
    doneRefused: "Recusado: o estorno integral está a caminho do cliente.",
  },
  reasons: {
    first_order_above: "Primeiro pedido da conta, acima do valor definido",
    country_mismatch: "O cartão é de outro país que a conexão do comprador",
    disposable_email: "A conta usa um email descartável",
    failed_payments: "Vários pagamentos da conta recusados na última hora",
    provider_risk: "O provedor de pagamento classificou o risco como elevado ou máximo",
  },
  settings: {
    legend: "Pedidos de risco",
    hint: "Um pedido pago que se encaixe em qualquer regra ativa fica retido antes da entrega até um gerente aprovar ou recusar; se ninguém analisar a tempo, é estornado integralmente.",
    firstOrderOn: "Reter o primeiro pedido de uma conta acima de um valor",
    firstOrderAboveBRL: "Primeiro pedido acima de (R$)",
    firstOrderAboveUSD: "Primeiro pedido acima de (US$)",
    countryMismatchOn: "Reter quando o país do cartão for diferente do da conexão do comprador",
    disposableEmailOn: "Reter contas com email descartável",
    disposableDomains: "Domínios de email descartável",
    disposableDomainsHint: "Um domínio por linha; os subdomínios também contam.",
    failedPaymentsOn: "Reter após vários pagamentos recusados em uma hora",
    failedPayments: "Pagamentos recusados em uma hora",
    providerOn: "Reter quando o provedor de pagamento classificar o risco como alto",
    providerLevel: "A partir do nível de risco do provedor",
    providerLevels: { elevated: "Elevado ou máximo", highest: "Só máximo" },
    reviewHours: "Horas para analisar um pedido retido",
    reviewHoursHint: "De 1 a 72. Depois disso, o pedido é estornado integralmente de forma automática.",
  },
  validation: {
    amount: "Informe um valor como 500 ou 500,00.",
    domains: "Informe até 200 domínios, como mailinator.com, um por linha.",
    failedPayments: "Informe um número inteiro de 1 a 50.",
    reviewHours: "Informe um número inteiro de horas de 1 a 72.",
  },
  dashboard: {
    title: "Pedidos retidos, últimos 30 dias",
    held: "Retidos",
    approved: "Aprovados",
    refused: "Recusados",
    expired: "Estornados no prazo final",
    waiting: "Aguardando análise agora",
  },
  errors: {
    notHeld: "Este pedido não está retido para análise.",
    alreadyDecided: "A análise deste pedido já foi decidida.",
    decision: "Escolha aprovar ou recusar.",
    reasonTooLong: "Escreva no máximo 500 caracteres.",
  },
};

export default riskHolds;
