// As planilhas (/admin/exports, issue 53): o catálogo, os pedidos para a contabilidade, o estoque e os
// clientes, cada um um CSV no idioma do admin (pt: ";" e vírgula decimal).
import type en from "../en/admin-exports";

const adminExports: typeof en = {
  title: "Planilhas",
  intro:
    "Baixe os números da loja em arquivos CSV que abrem em uma planilha. Um arquivo em português usa “;” entre as células e vírgula decimal; um em inglês, “,” e ponto decimal.",
  language: "Idioma do arquivo",
  download: "Baixar",
  catalogue: {
    title: "Catálogo",
    note: "Jogos, ofertas de moeda e itens com todos os campos dos formulários, estoque por servidor e textos nos dois idiomas: as colunas que a importação lê.",
  },
  orders: {
    title: "Pedidos para a contabilidade",
    note: "Os pedidos pagos entre as duas datas, no fuso horário da loja ({{zone}}), com um total por moeda: a receita líquida do painel para os mesmos dias. Pedidos cancelados aparecem e ficam fora dos totais.",
    from: "Pagos de",
    to: "Pagos até",
  },
  stock: {
    title: "Estoque",
    note: "O estoque de cada oferta por servidor: em mãos, reservado por compras em andamento e disponível.",
  },
  customers: {
    title: "Clientes",
    note: "Nomes, emails e telefones dos clientes: dados pessoais. Cada download fica registrado na trilha de auditoria.",
  },
  nothing: "Sua função não tem planilha para baixar.",
  errors: {
    range: "O primeiro dia não pode ser depois do último.",
  },
};

export default adminExports;
