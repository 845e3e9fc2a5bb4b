import { ADMINISTRATION_EMPTY_TEXT, ANTI_STUBBLE_CAMPAIGN as CAMPAIGN } from '../../content/administration';
import { Paragraph } from '../../features/content/components/ContentText';
import { DocumentList } from '../../features/notifications/components/DocumentList';
import { PageTitle } from '../../layout/PageTitle';

const { images, video, audio, pending } = CAMPAIGN;

/**
 * Pictures and recordings appear only once their files are supplied, and a recording only with its
 * captions or transcript; until then each has a marked placeholder in its place.
 */
export default function AntiStubbleCampaignPage() {
  return (
    <article>
      <PageTitle />
      <p>{CAMPAIGN.intro}</p>
      <section>
        <h2>{CAMPAIGN.documentsHeading}</h2>
        <DocumentList
          location={CAMPAIGN.location}
          emptyText={ADMINISTRATION_EMPTY_TEXT}
          label={CAMPAIGN.documentsHeading}
        />
      </section>
      <section>
        <h2>{CAMPAIGN.mediaHeading}</h2>
        <ul className="campaign-images">
          {images.map((image) => (
            <li key={image.label}>
              <figure>
                {image.file ? (
                  <img src={image.file.src} alt={image.file.alt} loading="lazy" />
                ) : (
                  <div className="media-placeholder">
                    <Paragraph text={pending.image} />
                  </div>
                )}
                <figcaption>{image.label}</figcaption>
              </figure>
            </li>
          ))}
        </ul>
        <figure className="campaign-recording">
          <figcaption>{video.label}</figcaption>
          {video.file ? (
            <video controls preload="metadata" src={video.file.src}>
              <track kind="captions" src={video.file.captions} srcLang="en" label="English" default />
            </video>
          ) : (
            <p className="placeholder-text media-placeholder">{pending.video}</p>
          )}
        </figure>
        <figure className="campaign-recording">
          <figcaption>{audio.label}</figcaption>
          {audio.file ? (
            <>
              <audio controls preload="metadata" src={audio.file.src} />
              <p>
                <a href={audio.file.transcript}>{CAMPAIGN.transcriptLink}</a>
              </p>
            </>
          ) : (
            <p className="placeholder-text media-placeholder">{pending.audio}</p>
          )}
        </figure>
      </section>
    </article>
  );
}
