// Cupons de desconto: o campo do cliente e os descontos, por que um cupom não vale, os cupons do admin.
import type en from "../en/promotions";

const promotions: typeof en = {
  field: "Cupom de desconto",
  apply: "Aplicar",
  remove: "Remover cupom",
  applied: "Cupom {{code}}",
  discount: "Desconto",
  lineDiscount: "−{{amount}}",
  orderDiscount: "Cupom {{code}}: −{{amount}}",
  refusals: {
    invalid: "Um cupom tem de 3 a 32 letras e números.",
    unknown: "Não conhecemos este cupom. Confira como ele é escrito.",
    paused: "Este cupom está pausado no momento.",
    notStarted: "Este cupom ainda não pode ser usado.",
    ended: "Este cupom já terminou.",
    usedUp: "Este cupom já se esgotou.",
    belowMinimum: "Este cupom exige um pedido de pelo menos {{minimum}}.",
    notForTheseItems: "Este cupom não vale para nada no seu carrinho.",
    alreadyUsed: "Você já usou este cupom.",
    firstOrderOnly: "Este cupom vale só para a primeira compra.",
    notFound: "Este cupom de desconto não existe.",
  },
  admin: {
    errors: {
      value: "Confira este valor.",
      code: "Um cupom tem de 3 a 32 letras e números.",
      percent: "Um cupom percentual leva uma porcentagem inteira de 1 a 99.",
      amounts: "Um desconto fixo precisa de um valor em reais, em dólares ou nos dois.",
      period: "O fim precisa vir depois do início.",
      taken: "Já existe um cupom com este nome.",
    },
  },
};

export default promotions;
