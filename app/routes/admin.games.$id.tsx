import { Link, useLoaderData } from "@remix-run/react";
import { gameFormSchema } from "@shared/admin/catalogue-schemas";
import { gameCard } from "@shared/catalogue/game-card";
import { splitList } from "@shared/catalogue/split-list";
import { SALE_TYPES } from "@shared/codes";
import type { loader } from "@workers/admin/http/game-page.server";
import { useState } from "react";
import { CatalogueEditor, savedVersion } from "~/components/admin/catalogue-editor";
import { ImageUpload } from "~/components/admin/image-upload";
import { TextAreaField } from "~/components/admin/text-area-field";
import { TextInLanguages } from "~/components/admin/text-in-languages";
import { Field } from "~/components/form/field";
import { GameCard } from "~/components/game-card";
import { useTranslation } from "~/i18n/use-translation";

export { action, loader } from "@workers/admin/http/game-page.server";

export default function AdminGame() {
  const { entry } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <>
      <GameEditor key={savedVersion(entry)} />
      {entry ? (
        <p>
          <Link to={`/admin/games/${entry.id}/delivery`}>{t("delivery.admin.link")}</Link>
        </p>
      ) : null}
    </>
  );
}

function GameEditor() {
  const { entry: saved } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const listHint = t("admin.common.listHint");
  const [preview, setPreview] = useState<Record<string, string>>(() => ({
    name: saved?.name ?? "",
    imageUrl: saved?.imageUrl ?? "",
    category: saved?.category ?? "",
    sell: saved?.sell ?? "",
  }));
  return (
    <CatalogueEditor
      section="games"
      schema={gameFormSchema}
      saved={saved}
      upload
      onValues={setPreview}
      preview={
        <div className="game-grid">
          <GameCard
            game={gameCard(
              {
                id: saved?.id ?? 0,
                name: preview.name ?? "",
                imageUrl: preview.imageUrl ?? "",
                category: preview.category ?? "",
                sell: splitList(preview.sell ?? ""),
              },
              5,
            )}
          />
        </div>
      }
    >
      {(field) => (
        <>
          <Field {...field("name")} defaultValue={saved?.name} required />
          <Field {...field("imageUrl")} defaultValue={saved?.imageUrl} />
          <ImageUpload />
          <Field {...field("category")} defaultValue={saved?.category} />
          <Field {...field("tipo")} defaultValue={saved?.tipo} />
          <Field {...field("sell")} defaultValue={saved?.sell} />
          <TextAreaField {...field("platforms")} hint={listHint} defaultValue={saved?.platforms.join("\n")} />
          <TextAreaField {...field("servers")} hint={listHint} defaultValue={saved?.servers.join("\n")} />
          <fieldset className="admin-checks">
            <legend>{t("admin.games.saleTypes")}</legend>
            {SALE_TYPES.map((type) => (
              <label key={type}>
                <input type="checkbox" name="saleTypes" value={type} defaultChecked={saved?.saleTypes.includes(type)} />
                {t(`admin.saleTypes.${type}`)}
              </label>
            ))}
          </fieldset>
          <TextInLanguages
            field={field}
            name="description"
            values={{ en: saved?.description, pt: saved?.descriptionPt }}
            multiline
          />
        </>
      )}
    </CatalogueEditor>
  );
}
