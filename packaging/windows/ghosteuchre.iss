; Inno Setup script for Ghost Euchre on Windows (Inno Setup 6).
;
; First build the app folder with PyInstaller (see packaging/README.md), then, with the
; version from pyproject.toml:
;   iscc /DAppVersion=0.1.0 packaging\windows\ghosteuchre.iss
; makes dist\ghosteuchre-0.1.0-setup.exe. Paths are relative to this file.

#ifndef AppVersion
  #error Give the version from pyproject.toml: iscc /DAppVersion=<version> ghosteuchre.iss
#endif

[Setup]
AppId={{6A1F0C52-3B7E-4E0B-9B7A-2F4C1E8D9A31}
AppName=Ghost Euchre
AppVersion={#AppVersion}
AppVerName=Ghost Euchre {#AppVersion}
AppPublisher=Ghost Euchre
DefaultDirName={autopf}\Ghost Euchre
DefaultGroupName=Ghost Euchre
DisableProgramGroupPage=yes
; Installs for the current user without admin rights; an admin may choose all users.
PrivilegesRequired=lowest
PrivilegesRequiredOverridesAllowed=dialog
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
OutputDir=..\..\dist
OutputBaseFilename=ghosteuchre-{#AppVersion}-setup
Compression=lzma2
SolidCompression=yes
WizardStyle=modern
UninstallDisplayIcon={app}\ghosteuchre.exe

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[Files]
Source: "..\..\dist\ghosteuchre\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[Icons]
Name: "{group}\Ghost Euchre"; Filename: "{app}\ghosteuchre.exe"
Name: "{group}\Ghost Euchre (console)"; Filename: "{app}\ghosteuchre-debug.exe"
Name: "{autodesktop}\Ghost Euchre"; Filename: "{app}\ghosteuchre.exe"; Tasks: desktopicon

[Run]
Filename: "{app}\ghosteuchre.exe"; Description: "{cm:LaunchProgram,Ghost Euchre}"; Flags: nowait postinstall skipifsilent
