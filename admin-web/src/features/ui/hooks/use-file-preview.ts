import { useEffect, useState } from 'react';

/** A data URL showing a chosen file before it is uploaded; none while it is read or when there is no file. */
export function useFilePreview(file: File | undefined): string | undefined {
  const [preview, setPreview] = useState<{ file: File; url: string }>();
  useEffect(() => {
    if (!file) return undefined;
    const reader = new FileReader();
    reader.onload = () => setPreview({ file, url: reader.result as string });
    reader.readAsDataURL(file);
    return () => reader.abort();
  }, [file]);
  return preview && preview.file === file ? preview.url : undefined;
}
