// A theme as a ZIP and back: safe paths, real byte limits, binary assets.
export {
  archiveFileName,
  ArchiveError,
  binaryAssetBase64,
  binaryAssetDataUrl,
  binaryAssetType,
  DEFAULT_ARCHIVE_NAME,
  exportZip,
  importZip,
  MAX_ARCHIVE_BYTES,
  MAX_ARCHIVE_ENTRIES,
  MAX_ARCHIVE_FILES,
  zipEntryCount,
} from './zip'
