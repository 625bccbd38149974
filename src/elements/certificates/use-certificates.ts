import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import {
  getProductCertificate,
  getProductCertificates,
  type ProductCertificate,
} from '../../core/api/browser-contract/certificates.ts';
import { saveDownload } from '../../core/table/save-download.ts';
import { useRuntime } from '../../ui/element/use-runtime.ts';

/** The mill's certificates, and a download that tracks which rows are busy. */
export function useCertificates() {
  const { api } = useRuntime();
  const list = useQuery({
    queryKey: ['certificates'],
    queryFn: ({ signal }) => api.call(getProductCertificates, { signal }),
  });
  const [busy, setBusy] = useState<ReadonlySet<number>>(new Set());

  /** Saves the certificate PDF under the server's filename (the listed one if the header names none). */
  const download = useCallback(
    async (certificate: ProductCertificate) => {
      const { certificateId } = certificate;
      setBusy((current) => new Set(current).add(certificateId));
      try {
        const file = await api.call(getProductCertificate, { body: { certificateId } });
        await saveDownload(file, certificate.filename);
      } finally {
        setBusy((current) => {
          const next = new Set(current);
          next.delete(certificateId);
          return next;
        });
      }
    },
    [api],
  );

  return { list, busy, download };
}
