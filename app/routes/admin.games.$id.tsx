import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { SALE_TYPES } from "@workers/db/schema";
import { gameFormSchema } from "@workers/services/admin/catalogue-schemas";
import { gameResource } from "@workers/services/admin/games";
import { splitList } from "@workers/services/catalogue/game-summary";
import { useState } from "react";
import { CatalogueEditor, savedVersion } from "~/components/admin/catalogue-editor";
import { ImageUpload } from "~/components/admin/image-upload";
import { TextAreaField } from "~/components/admin/text-area-field";
import { TextInLanguages } from "~/components/admin/text-in-languages";
import { Field } from "~/components/form/field";
import { GameCard, gameCard } from "~/components/game-card";
import { useTranslation } from "~/i18n/use-translation";
import { adminDeps } from "~/lib/admin.server";
import { catalogueEditAction, catalogueEntry } from "~/lib/admin-catalogue.server";

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { db } = await adminDeps(request, context);
  return { entry: await catalogueEntry(db, gameResource, params.id) };
}

export function action({ request, context, params }: ActionFunctionArgs) {
  return catalogueEditAction(request, context, params.id, gameResource);
}

export default function AdminGame() {
  const { entry } = useLoaderData<typeof loader>();
  return <GameEditor key={savedVersion(entry)} />;
}

function GameEditor() {
  const { entry: saved } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
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
      {(fieldErrors) => (
        <>
          <Field
            label={t("admin.games.name")}
            name="name"
            defaultValue={saved?.name}
            required
            errors={fieldErrors.name}
          />
          <Field
            label={t("admin.games.imageUrl")}
            name="imageUrl"
            defaultValue={saved?.imageUrl}
            errors={fieldErrors.imageUrl}
          />
          <ImageUpload />
          <Field
            label={t("admin.games.category")}
            name="category"
            defaultValue={saved?.category}
            errors={fieldErrors.category}
          />
          <Field label={t("admin.games.tipo")} name="tipo" defaultValue={saved?.tipo} errors={fieldErrors.tipo} />
          <Field label={t("admin.games.sell")} name="sell" defaultValue={saved?.sell} errors={fieldErrors.sell} />
          <TextAreaField
            label={t("admin.games.platforms")}
            name="platforms"
            hint={t("admin.common.listHint")}
            defaultValue={saved?.platforms.join("\n")}
            errors={fieldErrors.platforms}
          />
          <TextAreaField
            label={t("admin.games.servers")}
            name="servers"
            hint={t("admin.common.listHint")}
            defaultValue={saved?.servers.join("\n")}
            errors={fieldErrors.servers}
          />
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
            label={t("admin.games.description")}
            name="description"
            values={{ en: saved?.description, pt: saved?.descriptionPt }}
            errors={fieldErrors}
            multiline
          />
        </>
      )}
    </CatalogueEditor>
  );
}
