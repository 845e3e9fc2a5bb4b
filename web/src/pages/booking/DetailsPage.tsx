import { districtName, FARMER_DISTRICTS, FARMER_LIMITS } from '@seedcorp/contracts';
import { useRead } from '../../features/api/use-page-read';
import { usePageReads } from '../../features/api/use-page-reads';
import { BOOKING_FORMS } from '../../features/booking/booking-forms';
import { FarmerForm } from '../../features/booking/components/FarmerForm';
import { FormSaid } from '../../features/booking/components/FormSaid';
import { SignInFirst } from '../../features/booking/components/SignInFirst';
import { useContentLanguage } from '../../features/content/use-content-language';
import { useTranslation } from '../../i18n/translation';
import { PageTitle } from '../../layout/PageTitle';
import type { DETAILS_PAGE } from './pages';

/** The farmer's name, village and district, given once; a farmer registry id if they have one. */
export default function DetailsPage() {
  const { t } = useTranslation();
  const language = useContentLanguage();
  const reads = usePageReads<typeof DETAILS_PAGE>();
  const farmer = useRead(reads.farmer, undefined).data;
  const said = useRead(reads.said, undefined).data;
  if (!farmer || typeof farmer !== 'object' || !('mobile' in farmer)) {
    return (
      <article className="booking">
        <PageTitle />
        <SignInFirst />
      </article>
    );
  }
  return (
    <article className="booking">
      <PageTitle />
      <FormSaid said={said} />
      <FarmerForm action={BOOKING_FORMS.details}>
        <label htmlFor="farmer-name">{t('detailsName')}</label>
        <input
          id="farmer-name"
          name="name"
          required
          maxLength={FARMER_LIMITS.name}
          autoComplete="name"
          defaultValue={farmer.name ?? ''}
        />
        <label htmlFor="farmer-village">{t('detailsVillage')}</label>
        <input
          id="farmer-village"
          name="village"
          required
          maxLength={FARMER_LIMITS.village}
          defaultValue={farmer.village ?? ''}
        />
        <label htmlFor="farmer-district">{t('detailsDistrict')}</label>
        <select id="farmer-district" name="district" required defaultValue={farmer.district ?? ''}>
          <option value="">{t('detailsChooseDistrict')}</option>
          {FARMER_DISTRICTS.map((district) => (
            <option key={district} value={district}>
              {districtName(district, language)}
            </option>
          ))}
        </select>
        <label htmlFor="farmer-registry">{t('detailsRegistryId')}</label>
        <p id="farmer-registry-hint" className="field-hint">
          {t('detailsRegistryHint')}
        </p>
        <input
          id="farmer-registry"
          name="registryId"
          maxLength={FARMER_LIMITS.registryIdMax}
          aria-describedby="farmer-registry-hint"
          defaultValue={farmer.registryId ?? ''}
        />
        <button type="submit">{t('detailsSave')}</button>
      </FarmerForm>
    </article>
  );
}
