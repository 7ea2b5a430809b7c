import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { SALE_TYPES } from "@workers/db/schema";
import { gameFormSchema } from "@workers/services/admin/catalogue-schemas";
import { createGame, getAdminGame, removeGame, restoreGame, updateGame } from "@workers/services/admin/games";
import { splitList } from "@workers/services/catalogue/game-summary";
import { useState } from "react";
import { DoneMessage } from "~/components/admin/done-message";
import { ImageUpload } from "~/components/admin/image-upload";
import { RemoveEntry } from "~/components/admin/remove-entry";
import { TextAreaField } from "~/components/admin/text-area-field";
import { TextInLanguages } from "~/components/admin/text-in-languages";
import { Field } from "~/components/form/field";
import { FormAlert } from "~/components/form/form-alert";
import { SubmitButton } from "~/components/form/submit-button";
import { GameCard } from "~/components/game-card";
import { useTranslation } from "~/i18n/use-translation";
import { adminDeps, catalogueEditAction, idParam } from "~/lib/admin.server";
import { formValues, useCheckedForm } from "~/lib/forms";
import { orNotFound } from "~/lib/refusals.server";

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { db } = await adminDeps(request, context);
  return {
    game: params.id === "new" ? null : await orNotFound(getAdminGame(db, idParam(params.id))),
  };
}

export function action({ request, context, params }: ActionFunctionArgs) {
  return catalogueEditAction(request, context, params.id, {
    section: "games",
    schema: gameFormSchema,
    create: createGame,
    update: updateGame,
    remove: removeGame,
    restore: restoreGame,
  });
}

export default function AdminGame() {
  const { game } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const { t } = useTranslation();
  const busy = useNavigation().state === "submitting";
  const { ref, onSubmit, onInput, fieldErrors, formError } = useCheckedForm(gameFormSchema, answer);
  const saved = game && "name" in game ? game : null;
  const [preview, setPreview] = useState(() => ({
    name: saved?.name ?? "",
    imageUrl: saved?.imageUrl ?? "",
    category: saved?.category ?? "",
    sell: saved?.sell ?? "",
  }));
  return (
    <>
      <p>
        <Link to="/admin/games">{t("admin.common.back")}</Link>
      </p>
      <h1>{saved ? t("admin.games.edit") : t("admin.games.new")}</h1>
      <DoneMessage />
      <div className="admin-grid admin-grid--2">
        <Form
          method="post"
          encType="multipart/form-data"
          className="admin-form"
          noValidate
          ref={ref}
          onSubmit={onSubmit}
          onInput={onInput}
          onChange={(event) => {
            const values = formValues(event.currentTarget);
            setPreview({
              name: values.name ?? "",
              imageUrl: values.imageUrl ?? "",
              category: values.category ?? "",
              sell: values.sell ?? "",
            });
          }}
        >
          {formError ? <FormAlert kind="error">{formError}</FormAlert> : null}
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
          <SubmitButton busy={busy} label={t("admin.common.save")} busyLabel={t("admin.common.saving")} />
        </Form>
        <section aria-labelledby="preview-title">
          <h2 id="preview-title">{t("admin.common.preview")}</h2>
          <div className="game-grid">
            <GameCard
              game={{
                id: saved?.id ?? 0,
                name: preview.name,
                imageUrl: preview.imageUrl,
                category: preview.category,
                tipo: "",
                sell: splitList(preview.sell),
                platforms: [],
                servers: [],
                saleTypes: [],
              }}
              previewLimit={5}
            />
          </div>
        </section>
      </div>
      {saved ? <RemoveEntry archived={saved.archivedAt !== null} /> : null}
    </>
  );
}
