"use client";

import { useCallback, useEffect, useMemo, useRef } from "react";
import { createConnection, deleteConnection, updateConfig, updateCredentials } from "@/lib/api-client/sources";

export type DraftInput = {
  sourceShortName: string;
  name: string;
  credentials: Record<string, unknown>;
  /** Left out until the configuration step has been filled in. */
  config?: Record<string, unknown>;
};

type Saved = { id: string; sourceShortName: string; name: string; credentials: string; config: string | null };

/**
 * The wizard's connection on the server. Testing needs a saved connection, so it is created
 * (`pending`, nothing syncs) on the first test or at the end, then brought up to date with PUTs.
 * Until `commit()`, leaving the wizard deletes it.
 */
export function useDraftConnection(collectionId: string) {
  const saved = useRef<Saved | null>(null);
  const committed = useRef(false);

  const discard = useCallback(async () => {
    const draft = saved.current;
    saved.current = null;
    if (draft && !committed.current) await deleteConnection(draft.id).catch(() => {});
  }, []);

  useEffect(() => {
    // keepalive: the request outlives a page that is being closed or reloaded.
    const abandon = () => {
      const draft = saved.current;
      if (!draft || committed.current) return;
      saved.current = null;
      void fetch(`/api/v1/source-connections/${encodeURIComponent(draft.id)}`, { method: "DELETE", credentials: "same-origin", keepalive: true }).catch(
        () => {},
      );
    };
    window.addEventListener("pagehide", abandon);
    return () => {
      window.removeEventListener("pagehide", abandon);
      abandon();
    };
  }, []);

  /** Creates the connection or updates what changed since the last save; resolves to its id. */
  const save = useCallback(
    async (input: DraftInput): Promise<string> => {
      const credentials = JSON.stringify(input.credentials);
      const config = input.config ? JSON.stringify(input.config) : null;
      // There is no rename: a draft with another name or source is replaced.
      if (saved.current && (saved.current.name !== input.name || saved.current.sourceShortName !== input.sourceShortName)) await discard();
      const draft = saved.current;
      if (!draft) {
        const created = await createConnection({ collectionId, ...input });
        saved.current = { id: created.id, sourceShortName: input.sourceShortName, name: input.name, credentials, config };
        return created.id;
      }
      if (draft.credentials !== credentials) {
        await updateCredentials(draft.id, input.credentials);
        draft.credentials = credentials;
      }
      if (input.config && draft.config !== config) {
        await updateConfig(draft.id, input.config);
        draft.config = config;
      }
      return draft.id;
    },
    [collectionId, discard],
  );

  const commit = useCallback(() => {
    committed.current = true;
  }, []);

  return useMemo(() => ({ save, discard, commit }), [save, discard, commit]);
}
