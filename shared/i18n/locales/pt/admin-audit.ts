// A trilha de auditoria (/admin/audit): quem fez o quê, antes e depois, quando e de onde; seus
// filtros, suas páginas e seu CSV.
import type en from "../en/admin-audit";

const adminAudit: typeof en = {
  title: "Trilha de auditoria",
  intro:
    "Cada ação da equipe que muda dinheiro, preços, estoque, configurações, a equipe ou um pedido: quem, o quê, antes e depois, quando e de onde. Ninguém pode alterar nem apagar um registro, nem o dono.",
  person: "Membro da equipe",
  anyone: "Qualquer um",
  order: "Número do pedido",
  from: "De",
  to: "Até",
  clear: "Limpar filtros",
  columns: {
    when: "Quando",
    who: "Quem",
    what: "O quê",
    changes: "Antes → depois",
    from: "De onde",
  },
  theStore: "A loja (automático)",
  unknownPerson: "Conta #{{id}}",
  onlyThisPerson: "Só {{name}}",
  thisOrdersTrail: "Trilha do pedido #{{id}}",
  noChange: "Nenhum campo mudou",
  nothingBefore: "—",
  unknownOrigin: "Não registrado",
  none: "Nenhum registro com estes filtros.",
  newest: "Registros mais recentes",
  older: "Registros mais antigos",
  pages: "Páginas da trilha",
  csv: "Baixar em CSV",
  csvNote_one: "O arquivo traz o registro mais recente com estes filtros.",
  csvNote_other:
    "O arquivo traz os registros mais recentes com estes filtros, no máximo {{count}}; restrinja as datas para chegar aos mais antigos.",
  invalidCursor: "Este endereço de página não é válido; recomece pelos registros mais recentes.",
};

export default adminAudit;
