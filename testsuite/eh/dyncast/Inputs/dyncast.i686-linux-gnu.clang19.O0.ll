; ModuleID = 'dyncast.cpp'
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-i128:128-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i686-unknown-linux-gnu"

%struct.CV = type { ptr, i32, %struct.V }
%struct.V = type { ptr, i32 }
%struct.C = type { %struct.B, i32 }
%struct.B = type { %struct.A, i32 }
%struct.A = type { ptr, i32 }
%struct.Fin = type { %struct.B, i32 }
%struct.XY = type { %struct.X, %struct.Y, i32 }
%struct.X = type { ptr, i32 }
%struct.Y = type { ptr, i32 }
%struct.D = type { %struct.L.base, %struct.R.base, i32, %struct.V }
%struct.L.base = type { ptr, i32 }
%struct.R.base = type { ptr, i32 }
%struct.L = type { ptr, i32, %struct.V }
%struct.D2 = type { %struct.L2.base, %struct.R2.base, i32, %struct.L.base, %struct.V, %struct.R.base }
%struct.L2.base = type { ptr, i32 }
%struct.R2.base = type { ptr, i32 }
%struct.M = type { %struct.L.base, %struct.NV, %struct.Z, i32, %struct.V }
%struct.NV = type { %struct.V, i32 }
%struct.Z = type { ptr, i32 }
%struct.AA = type { %struct.A1, %struct.A2, i32 }
%struct.A1 = type { %struct.A, i32 }
%struct.A2 = type { %struct.A, i32 }
%struct.VPQ = type { %struct.VP.base, %struct.VQ.base, i32, %struct.V }
%struct.VP.base = type { %struct.VC.base, i32 }
%struct.VC.base = type { ptr, i32 }
%struct.VQ.base = type { %struct.VC.base, i32 }
%struct.PrivA = type { %struct.A, i32 }
%struct.ProtA = type { %struct.A, i32 }
%struct.HasPriv = type { %struct.PrivA, %struct.X, i32 }
%struct.PVD = type { %struct.PV.base, i32, %struct.V }
%struct.PV.base = type { ptr, i32 }
%struct.PXY = type { %struct.PX, %struct.Y, i32 }
%struct.PX = type { %struct.X, i32 }
%struct.Sib = type { %struct.A, i32 }
%struct.CD = type { %struct.Z, %struct.CV.base, i32, %struct.V }
%struct.CV.base = type { ptr, i32 }
%struct.R = type { ptr, i32, %struct.V }
%struct.L2 = type { ptr, i32, %struct.L.base, %struct.V }
%struct.R2 = type { ptr, i32, %struct.R.base, %struct.V, %struct.L.base }
%struct.VP = type { %struct.VC.base, i32, %struct.V }
%struct.VQ = type { %struct.VC.base, i32, %struct.V }
%struct.VC = type { ptr, i32, %struct.V }
%struct.PV = type { ptr, i32, %struct.V }

$_ZN1VC2Ev = comdat any

$_ZN1CC2Ev = comdat any

$_ZN1BC2Ev = comdat any

$_ZN3FinC2Ev = comdat any

$_ZN2XYC2Ev = comdat any

$_ZN1DC1Ev = comdat any

$_ZN1LC1Ev = comdat any

$_ZN2D2C1Ev = comdat any

$_ZN1MC1Ev = comdat any

$_ZN2AAC2Ev = comdat any

$_ZN3VPQC1Ev = comdat any

$_ZN5PrivAC2Ev = comdat any

$_ZN5PrivA4as_aEv = comdat any

$_ZN5ProtAC2Ev = comdat any

$_ZN5ProtA4as_aEv = comdat any

$_ZN7HasPrivC2Ev = comdat any

$_ZN3PVDC1Ev = comdat any

$_ZN2PV4as_vEv = comdat any

$_ZN3PXYC2Ev = comdat any

$_ZN2PX4as_xEv = comdat any

$_ZN2CDC1Ev = comdat any

$__clang_call_terminate = comdat any

$_ZN1V2fVEv = comdat any

$_ZN1A2fAEv = comdat any

$_ZN1AC2Ev = comdat any

$_ZN1XC2Ev = comdat any

$_ZN1YC2Ev = comdat any

$_ZN1X2fXEv = comdat any

$_ZN1Y2fYEv = comdat any

$_ZN1LC2Ev = comdat any

$_ZN1RC2Ev = comdat any

$_ZN2L2C2Ev = comdat any

$_ZN2R2C2Ev = comdat any

$_ZN2NVC2Ev = comdat any

$_ZN1ZC2Ev = comdat any

$_ZN1Z2fZEv = comdat any

$_ZN2A1C2Ev = comdat any

$_ZN2A2C2Ev = comdat any

$_ZN2VPC2Ev = comdat any

$_ZN2VQC2Ev = comdat any

$_ZN2VCC2Ev = comdat any

$_ZN2PVC2Ev = comdat any

$_ZN2PXC2Ev = comdat any

$_ZTV2CV = comdat any

$_ZTS1A = comdat any

$_ZTI1A = comdat any

$_ZTS1B = comdat any

$_ZTI1B = comdat any

$_ZTS1C = comdat any

$_ZTI1C = comdat any

$_ZTS3Sib = comdat any

$_ZTI3Sib = comdat any

$_ZTS3Fin = comdat any

$_ZTI3Fin = comdat any

$_ZTS1X = comdat any

$_ZTI1X = comdat any

$_ZTS2XY = comdat any

$_ZTS1Y = comdat any

$_ZTI1Y = comdat any

$_ZTS5Empty = comdat any

$_ZTI5Empty = comdat any

$_ZTI2XY = comdat any

$_ZTS1Z = comdat any

$_ZTI1Z = comdat any

$_ZTS1V = comdat any

$_ZTI1V = comdat any

$_ZTS1D = comdat any

$_ZTS1L = comdat any

$_ZTI1L = comdat any

$_ZTS1R = comdat any

$_ZTI1R = comdat any

$_ZTI1D = comdat any

$_ZTS1M = comdat any

$_ZTS2NV = comdat any

$_ZTI2NV = comdat any

$_ZTI1M = comdat any

$_ZTS2D2 = comdat any

$_ZTS2L2 = comdat any

$_ZTI2L2 = comdat any

$_ZTS2R2 = comdat any

$_ZTI2R2 = comdat any

$_ZTI2D2 = comdat any

$_ZTS2AA = comdat any

$_ZTS2A1 = comdat any

$_ZTI2A1 = comdat any

$_ZTS2A2 = comdat any

$_ZTI2A2 = comdat any

$_ZTI2AA = comdat any

$_ZTS2VC = comdat any

$_ZTI2VC = comdat any

$_ZTS2VP = comdat any

$_ZTI2VP = comdat any

$_ZTS2VQ = comdat any

$_ZTI2VQ = comdat any

$_ZTS3VPQ = comdat any

$_ZTI3VPQ = comdat any

$_ZTS5PrivA = comdat any

$_ZTI5PrivA = comdat any

$_ZTS5ProtA = comdat any

$_ZTI5ProtA = comdat any

$_ZTS7HasPriv = comdat any

$_ZTI7HasPriv = comdat any

$_ZTS2PV = comdat any

$_ZTI2PV = comdat any

$_ZTS3PVD = comdat any

$_ZTI3PVD = comdat any

$_ZTS2PX = comdat any

$_ZTI2PX = comdat any

$_ZTS3PXY = comdat any

$_ZTI3PXY = comdat any

$_ZTS2CV = comdat any

$_ZTI2CV = comdat any

$_ZTS2CD = comdat any

$_ZTI2CD = comdat any

$_ZTT2CV = comdat any

$_ZTV1V = comdat any

$_ZTV1C = comdat any

$_ZTV1B = comdat any

$_ZTV1A = comdat any

$_ZTV3Fin = comdat any

$_ZTV2XY = comdat any

$_ZTV1X = comdat any

$_ZTV1Y = comdat any

$_ZTV1D = comdat any

$_ZTT1D = comdat any

$_ZTC1D0_1L = comdat any

$_ZTC1D8_1R = comdat any

$_ZTV1L = comdat any

$_ZTT1L = comdat any

$_ZTV2D2 = comdat any

$_ZTT2D2 = comdat any

$_ZTC2D20_2L2 = comdat any

$_ZTC2D28_2R2 = comdat any

$_ZTC2D220_1L = comdat any

$_ZTC2D236_1R = comdat any

$_ZTV1M = comdat any

$_ZTT1M = comdat any

$_ZTC1M0_1L = comdat any

$_ZTV2NV = comdat any

$_ZTV1Z = comdat any

$_ZTV2AA = comdat any

$_ZTV2A1 = comdat any

$_ZTV2A2 = comdat any

$_ZTV3VPQ = comdat any

$_ZTT3VPQ = comdat any

$_ZTC3VPQ0_2VP = comdat any

$_ZTC3VPQ0_2VC = comdat any

$_ZTC3VPQ12_2VQ = comdat any

$_ZTC3VPQ12_2VC = comdat any

$_ZTV5PrivA = comdat any

$_ZTV5ProtA = comdat any

$_ZTV7HasPriv = comdat any

$_ZTV3PVD = comdat any

$_ZTT3PVD = comdat any

$_ZTC3PVD0_2PV = comdat any

$_ZTV3PXY = comdat any

$_ZTV2PX = comdat any

$_ZTV2CD = comdat any

$_ZTT2CD = comdat any

$_ZTC2CD8_2CV = comdat any

@_ZTV2CV = linkonce_odr dso_local unnamed_addr constant { [3 x ptr], [4 x ptr] } { [3 x ptr] [ptr inttoptr (i32 8 to ptr), ptr null, ptr @_ZTI2CV], [4 x ptr] [ptr null, ptr inttoptr (i32 -8 to ptr), ptr @_ZTI2CV, ptr @_ZN1V2fVEv] }, comdat, align 4
@.str = private unnamed_addr constant [11 x i8] c"-- single\0A\00", align 1
@_ZL5whole = internal global ptr null, align 4
@.str.1 = private unnamed_addr constant [7 x i8] c"A -> B\00", align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTS1A = linkonce_odr dso_local constant [3 x i8] c"1A\00", comdat, align 1
@_ZTI1A = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i32 2), ptr @_ZTS1A }, comdat, align 4
@_ZTVN10__cxxabiv120__si_class_type_infoE = external global [0 x ptr]
@_ZTS1B = linkonce_odr dso_local constant [3 x i8] c"1B\00", comdat, align 1
@_ZTI1B = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i32 2), ptr @_ZTS1B, ptr @_ZTI1A }, comdat, align 4
@.str.2 = private unnamed_addr constant [7 x i8] c"A -> C\00", align 1
@_ZTS1C = linkonce_odr dso_local constant [3 x i8] c"1C\00", comdat, align 1
@_ZTI1C = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i32 2), ptr @_ZTS1C, ptr @_ZTI1B }, comdat, align 4
@.str.3 = private unnamed_addr constant [9 x i8] c"A -> Sib\00", align 1
@_ZTS3Sib = linkonce_odr dso_local constant [5 x i8] c"3Sib\00", comdat, align 1
@_ZTI3Sib = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i32 2), ptr @_ZTS3Sib, ptr @_ZTI1A }, comdat, align 4
@.str.4 = private unnamed_addr constant [9 x i8] c"A -> Fin\00", align 1
@_ZTS3Fin = linkonce_odr dso_local constant [5 x i8] c"3Fin\00", comdat, align 1
@_ZTI3Fin = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i32 2), ptr @_ZTS3Fin, ptr @_ZTI1B }, comdat, align 4
@.str.5 = private unnamed_addr constant [10 x i8] c"A -> void\00", align 1
@.str.6 = private unnamed_addr constant [7 x i8] c"B -> C\00", align 1
@.str.7 = private unnamed_addr constant [19 x i8] c"A -> X (unrelated)\00", align 1
@_ZTS1X = linkonce_odr dso_local constant [3 x i8] c"1X\00", comdat, align 1
@_ZTI1X = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i32 2), ptr @_ZTS1X }, comdat, align 4
@.str.8 = private unnamed_addr constant [14 x i8] c"B obj: A -> B\00", align 1
@.str.9 = private unnamed_addr constant [14 x i8] c"B obj: A -> C\00", align 1
@.str.10 = private unnamed_addr constant [18 x i8] c"Fin obj: A -> Fin\00", align 1
@.str.11 = private unnamed_addr constant [18 x i8] c"Fin obj: B -> Fin\00", align 1
@.str.12 = private unnamed_addr constant [16 x i8] c"C obj: B -> Fin\00", align 1
@.str.13 = private unnamed_addr constant [12 x i8] c"null A -> C\00", align 1
@.str.14 = private unnamed_addr constant [15 x i8] c"null A -> void\00", align 1
@.str.15 = private unnamed_addr constant [13 x i8] c"-- multiple\0A\00", align 1
@.str.16 = private unnamed_addr constant [8 x i8] c"X -> XY\00", align 1
@_ZTVN10__cxxabiv121__vmi_class_type_infoE = external global [0 x ptr]
@_ZTS2XY = linkonce_odr dso_local constant [4 x i8] c"2XY\00", comdat, align 1
@_ZTS1Y = linkonce_odr dso_local constant [3 x i8] c"1Y\00", comdat, align 1
@_ZTI1Y = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i32 2), ptr @_ZTS1Y }, comdat, align 4
@_ZTS5Empty = linkonce_odr dso_local constant [7 x i8] c"5Empty\00", comdat, align 1
@_ZTI5Empty = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i32 2), ptr @_ZTS5Empty }, comdat, align 4
@_ZTI2XY = linkonce_odr dso_local constant { ptr, ptr, i32, i32, ptr, i32, ptr, i32, ptr, i32 } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i32 2), ptr @_ZTS2XY, i32 0, i32 3, ptr @_ZTI1X, i32 2, ptr @_ZTI1Y, i32 2050, ptr @_ZTI5Empty, i32 2 }, comdat, align 4
@.str.17 = private unnamed_addr constant [8 x i8] c"Y -> XY\00", align 1
@.str.18 = private unnamed_addr constant [15 x i8] c"X -> Y (cross)\00", align 1
@.str.19 = private unnamed_addr constant [15 x i8] c"Y -> X (cross)\00", align 1
@.str.20 = private unnamed_addr constant [19 x i8] c"X -> Empty (cross)\00", align 1
@.str.21 = private unnamed_addr constant [10 x i8] c"Y -> void\00", align 1
@.str.22 = private unnamed_addr constant [7 x i8] c"X -> Z\00", align 1
@_ZTS1Z = linkonce_odr dso_local constant [3 x i8] c"1Z\00", comdat, align 1
@_ZTI1Z = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i32 2), ptr @_ZTS1Z }, comdat, align 4
@.str.23 = private unnamed_addr constant [19 x i8] c"const Y -> const X\00", align 1
@.str.24 = private unnamed_addr constant [20 x i8] c"-- virtual diamond\0A\00", align 1
@.str.25 = private unnamed_addr constant [7 x i8] c"V -> D\00", align 1
@_ZTS1V = linkonce_odr dso_local constant [3 x i8] c"1V\00", comdat, align 1
@_ZTI1V = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i32 2), ptr @_ZTS1V }, comdat, align 4
@_ZTS1D = linkonce_odr dso_local constant [3 x i8] c"1D\00", comdat, align 1
@_ZTS1L = linkonce_odr dso_local constant [3 x i8] c"1L\00", comdat, align 1
@_ZTI1L = linkonce_odr dso_local constant { ptr, ptr, i32, i32, ptr, i32 } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i32 2), ptr @_ZTS1L, i32 0, i32 1, ptr @_ZTI1V, i32 -3069 }, comdat, align 4
@_ZTS1R = linkonce_odr dso_local constant [3 x i8] c"1R\00", comdat, align 1
@_ZTI1R = linkonce_odr dso_local constant { ptr, ptr, i32, i32, ptr, i32 } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i32 2), ptr @_ZTS1R, i32 0, i32 1, ptr @_ZTI1V, i32 -3069 }, comdat, align 4
@_ZTI1D = linkonce_odr dso_local constant { ptr, ptr, i32, i32, ptr, i32, ptr, i32 } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i32 2), ptr @_ZTS1D, i32 2, i32 2, ptr @_ZTI1L, i32 2, ptr @_ZTI1R, i32 2050 }, comdat, align 4
@.str.26 = private unnamed_addr constant [7 x i8] c"V -> L\00", align 1
@.str.27 = private unnamed_addr constant [7 x i8] c"V -> R\00", align 1
@.str.28 = private unnamed_addr constant [15 x i8] c"L -> R (cross)\00", align 1
@.str.29 = private unnamed_addr constant [15 x i8] c"R -> L (cross)\00", align 1
@.str.30 = private unnamed_addr constant [7 x i8] c"R -> D\00", align 1
@.str.31 = private unnamed_addr constant [10 x i8] c"V -> void\00", align 1
@.str.32 = private unnamed_addr constant [10 x i8] c"R -> void\00", align 1
@.str.33 = private unnamed_addr constant [7 x i8] c"V -> M\00", align 1
@_ZTS1M = linkonce_odr dso_local constant [3 x i8] c"1M\00", comdat, align 1
@_ZTS2NV = linkonce_odr dso_local constant [4 x i8] c"2NV\00", comdat, align 1
@_ZTI2NV = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i32 2), ptr @_ZTS2NV, ptr @_ZTI1V }, comdat, align 4
@_ZTI1M = linkonce_odr dso_local constant { ptr, ptr, i32, i32, ptr, i32, ptr, i32, ptr, i32 } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i32 2), ptr @_ZTS1M, i32 1, i32 3, ptr @_ZTI1L, i32 2, ptr @_ZTI2NV, i32 2050, ptr @_ZTI1Z, i32 5122 }, comdat, align 4
@.str.34 = private unnamed_addr constant [14 x i8] c"L obj: V -> L\00", align 1
@.str.35 = private unnamed_addr constant [14 x i8] c"L obj: V -> D\00", align 1
@.str.36 = private unnamed_addr constant [14 x i8] c"L obj: V -> R\00", align 1
@.str.37 = private unnamed_addr constant [19 x i8] c"-- deeper lattice\0A\00", align 1
@.str.38 = private unnamed_addr constant [8 x i8] c"V -> D2\00", align 1
@_ZTS2D2 = linkonce_odr dso_local constant [4 x i8] c"2D2\00", comdat, align 1
@_ZTS2L2 = linkonce_odr dso_local constant [4 x i8] c"2L2\00", comdat, align 1
@_ZTI2L2 = linkonce_odr dso_local constant { ptr, ptr, i32, i32, ptr, i32 } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i32 2), ptr @_ZTS2L2, i32 0, i32 1, ptr @_ZTI1L, i32 -3069 }, comdat, align 4
@_ZTS2R2 = linkonce_odr dso_local constant [4 x i8] c"2R2\00", comdat, align 1
@_ZTI2R2 = linkonce_odr dso_local constant { ptr, ptr, i32, i32, ptr, i32, ptr, i32 } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i32 2), ptr @_ZTS2R2, i32 2, i32 2, ptr @_ZTI1R, i32 -3069, ptr @_ZTI1L, i32 -5117 }, comdat, align 4
@_ZTI2D2 = linkonce_odr dso_local constant { ptr, ptr, i32, i32, ptr, i32, ptr, i32 } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i32 2), ptr @_ZTS2D2, i32 2, i32 2, ptr @_ZTI2L2, i32 2, ptr @_ZTI2R2, i32 2050 }, comdat, align 4
@.str.39 = private unnamed_addr constant [8 x i8] c"V -> L2\00", align 1
@.str.40 = private unnamed_addr constant [8 x i8] c"V -> R2\00", align 1
@.str.41 = private unnamed_addr constant [8 x i8] c"L -> R2\00", align 1
@.str.42 = private unnamed_addr constant [8 x i8] c"R -> L2\00", align 1
@.str.43 = private unnamed_addr constant [16 x i8] c"L2 -> R (cross)\00", align 1
@.str.44 = private unnamed_addr constant [14 x i8] c"-- ambiguous\0A\00", align 1
@.str.45 = private unnamed_addr constant [10 x i8] c"V(L) -> L\00", align 1
@.str.46 = private unnamed_addr constant [11 x i8] c"V(L) -> NV\00", align 1
@.str.47 = private unnamed_addr constant [12 x i8] c"V(NV) -> NV\00", align 1
@.str.48 = private unnamed_addr constant [11 x i8] c"V(NV) -> L\00", align 1
@.str.49 = private unnamed_addr constant [10 x i8] c"V(L) -> M\00", align 1
@.str.50 = private unnamed_addr constant [11 x i8] c"V(NV) -> M\00", align 1
@.str.51 = private unnamed_addr constant [19 x i8] c"Z -> V (ambiguous)\00", align 1
@.str.52 = private unnamed_addr constant [15 x i8] c"Z -> L (cross)\00", align 1
@.str.53 = private unnamed_addr constant [16 x i8] c"Z -> NV (cross)\00", align 1
@.str.54 = private unnamed_addr constant [10 x i8] c"Z -> void\00", align 1
@.str.55 = private unnamed_addr constant [16 x i8] c"NV -> L (cross)\00", align 1
@.str.56 = private unnamed_addr constant [12 x i8] c"A(A1) -> AA\00", align 1
@_ZTS2AA = linkonce_odr dso_local constant [4 x i8] c"2AA\00", comdat, align 1
@_ZTS2A1 = linkonce_odr dso_local constant [4 x i8] c"2A1\00", comdat, align 1
@_ZTI2A1 = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i32 2), ptr @_ZTS2A1, ptr @_ZTI1A }, comdat, align 4
@_ZTS2A2 = linkonce_odr dso_local constant [4 x i8] c"2A2\00", comdat, align 1
@_ZTI2A2 = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i32 2), ptr @_ZTS2A2, ptr @_ZTI1A }, comdat, align 4
@_ZTI2AA = linkonce_odr dso_local constant { ptr, ptr, i32, i32, ptr, i32, ptr, i32 } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i32 2), ptr @_ZTS2AA, i32 1, i32 2, ptr @_ZTI2A1, i32 2, ptr @_ZTI2A2, i32 3074 }, comdat, align 4
@.str.57 = private unnamed_addr constant [12 x i8] c"A(A2) -> AA\00", align 1
@.str.58 = private unnamed_addr constant [12 x i8] c"A(A1) -> A1\00", align 1
@.str.59 = private unnamed_addr constant [20 x i8] c"A(A1) -> A2 (cross)\00", align 1
@.str.60 = private unnamed_addr constant [20 x i8] c"A(A2) -> A1 (cross)\00", align 1
@.str.61 = private unnamed_addr constant [14 x i8] c"A(A2) -> void\00", align 1
@.str.62 = private unnamed_addr constant [25 x i8] c"V -> VC (two contain it)\00", align 1
@_ZTS2VC = linkonce_odr dso_local constant [4 x i8] c"2VC\00", comdat, align 1
@_ZTI2VC = linkonce_odr dso_local constant { ptr, ptr, i32, i32, ptr, i32 } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i32 2), ptr @_ZTS2VC, i32 0, i32 1, ptr @_ZTI1V, i32 -3069 }, comdat, align 4
@.str.63 = private unnamed_addr constant [8 x i8] c"V -> VP\00", align 1
@_ZTS2VP = linkonce_odr dso_local constant [4 x i8] c"2VP\00", comdat, align 1
@_ZTI2VP = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i32 2), ptr @_ZTS2VP, ptr @_ZTI2VC }, comdat, align 4
@.str.64 = private unnamed_addr constant [8 x i8] c"V -> VQ\00", align 1
@_ZTS2VQ = linkonce_odr dso_local constant [4 x i8] c"2VQ\00", comdat, align 1
@_ZTI2VQ = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i32 2), ptr @_ZTS2VQ, ptr @_ZTI2VC }, comdat, align 4
@.str.65 = private unnamed_addr constant [9 x i8] c"V -> VPQ\00", align 1
@_ZTS3VPQ = linkonce_odr dso_local constant [5 x i8] c"3VPQ\00", comdat, align 1
@_ZTI3VPQ = linkonce_odr dso_local constant { ptr, ptr, i32, i32, ptr, i32, ptr, i32 } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i32 2), ptr @_ZTS3VPQ, i32 3, i32 2, ptr @_ZTI2VP, i32 2, ptr @_ZTI2VQ, i32 3074 }, comdat, align 4
@.str.66 = private unnamed_addr constant [17 x i8] c"VP -> VQ (cross)\00", align 1
@.str.67 = private unnamed_addr constant [26 x i8] c"-- private and protected\0A\00", align 1
@.str.68 = private unnamed_addr constant [21 x i8] c"A -> PrivA (private)\00", align 1
@_ZTS5PrivA = linkonce_odr dso_local constant [7 x i8] c"5PrivA\00", comdat, align 1
@_ZTI5PrivA = linkonce_odr dso_local constant { ptr, ptr, i32, i32, ptr, i32 } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i32 2), ptr @_ZTS5PrivA, i32 0, i32 1, ptr @_ZTI1A, i32 0 }, comdat, align 4
@.str.69 = private unnamed_addr constant [23 x i8] c"A -> ProtA (protected)\00", align 1
@_ZTS5ProtA = linkonce_odr dso_local constant [7 x i8] c"5ProtA\00", comdat, align 1
@_ZTI5ProtA = linkonce_odr dso_local constant { ptr, ptr, i32, i32, ptr, i32 } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i32 2), ptr @_ZTS5ProtA, i32 0, i32 1, ptr @_ZTI1A, i32 0 }, comdat, align 4
@.str.70 = private unnamed_addr constant [13 x i8] c"A -> HasPriv\00", align 1
@_ZTS7HasPriv = linkonce_odr dso_local constant [9 x i8] c"7HasPriv\00", comdat, align 1
@_ZTI7HasPriv = linkonce_odr dso_local constant { ptr, ptr, i32, i32, ptr, i32, ptr, i32 } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i32 2), ptr @_ZTS7HasPriv, i32 0, i32 2, ptr @_ZTI5PrivA, i32 2, ptr @_ZTI1X, i32 3074 }, comdat, align 4
@.str.71 = private unnamed_addr constant [28 x i8] c"A -> X (cross, private src)\00", align 1
@.str.72 = private unnamed_addr constant [19 x i8] c"X -> PrivA (cross)\00", align 1
@.str.73 = private unnamed_addr constant [13 x i8] c"X -> HasPriv\00", align 1
@.str.74 = private unnamed_addr constant [23 x i8] c"V -> PV (private path)\00", align 1
@_ZTS2PV = linkonce_odr dso_local constant [4 x i8] c"2PV\00", comdat, align 1
@_ZTI2PV = linkonce_odr dso_local constant { ptr, ptr, i32, i32, ptr, i32 } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i32 2), ptr @_ZTS2PV, i32 0, i32 1, ptr @_ZTI1V, i32 -3071 }, comdat, align 4
@.str.75 = private unnamed_addr constant [23 x i8] c"V -> PVD (public path)\00", align 1
@_ZTS3PVD = linkonce_odr dso_local constant [5 x i8] c"3PVD\00", comdat, align 1
@_ZTI3PVD = linkonce_odr dso_local constant { ptr, ptr, i32, i32, ptr, i32, ptr, i32 } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i32 2), ptr @_ZTS3PVD, i32 2, i32 2, ptr @_ZTI2PV, i32 2, ptr @_ZTI1V, i32 -3069 }, comdat, align 4
@.str.76 = private unnamed_addr constant [18 x i8] c"X -> PX (private)\00", align 1
@_ZTS2PX = linkonce_odr dso_local constant [4 x i8] c"2PX\00", comdat, align 1
@_ZTI2PX = linkonce_odr dso_local constant { ptr, ptr, i32, i32, ptr, i32 } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i32 2), ptr @_ZTS2PX, i32 0, i32 1, ptr @_ZTI1X, i32 0 }, comdat, align 4
@.str.77 = private unnamed_addr constant [9 x i8] c"X -> PXY\00", align 1
@_ZTS3PXY = linkonce_odr dso_local constant [5 x i8] c"3PXY\00", comdat, align 1
@_ZTI3PXY = linkonce_odr dso_local constant { ptr, ptr, i32, i32, ptr, i32, ptr, i32 } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i32 2), ptr @_ZTS3PXY, i32 0, i32 2, ptr @_ZTI2PX, i32 2, ptr @_ZTI1Y, i32 3074 }, comdat, align 4
@.str.78 = private unnamed_addr constant [21 x i8] c"X -> Y (private src)\00", align 1
@.str.79 = private unnamed_addr constant [16 x i8] c"Y -> PX (cross)\00", align 1
@.str.80 = private unnamed_addr constant [17 x i8] c"-- construction\0A\00", align 1
@_ZL10cd_storage = internal global [28 x i8] zeroinitializer, align 4
@.str.81 = private unnamed_addr constant [15 x i8] c"after: V -> CV\00", align 1
@_ZTS2CV = linkonce_odr dso_local constant [4 x i8] c"2CV\00", comdat, align 1
@_ZTI2CV = linkonce_odr dso_local constant { ptr, ptr, i32, i32, ptr, i32 } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i32 2), ptr @_ZTS2CV, i32 0, i32 1, ptr @_ZTI1V, i32 -3069 }, comdat, align 4
@.str.82 = private unnamed_addr constant [15 x i8] c"after: V -> CD\00", align 1
@_ZTS2CD = linkonce_odr dso_local constant [4 x i8] c"2CD\00", comdat, align 1
@_ZTI2CD = linkonce_odr dso_local constant { ptr, ptr, i32, i32, ptr, i32, ptr, i32 } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i32 2), ptr @_ZTS2CD, i32 0, i32 2, ptr @_ZTI1Z, i32 2, ptr @_ZTI2CV, i32 2050 }, comdat, align 4
@.str.83 = private unnamed_addr constant [22 x i8] c"after: Z -> V (cross)\00", align 1
@.str.84 = private unnamed_addr constant [17 x i8] c"after: V -> void\00", align 1
@.str.85 = private unnamed_addr constant [15 x i8] c"-- references\0A\00", align 1
@.str.86 = private unnamed_addr constant [10 x i8] c"V& -> D&\0A\00", align 1
@.str.87 = private unnamed_addr constant [10 x i8] c"V& -> R&\0A\00", align 1
@.str.88 = private unnamed_addr constant [10 x i8] c"L& -> R&\0A\00", align 1
@.str.89 = private unnamed_addr constant [10 x i8] c"V& -> M&\0A\00", align 1
@.str.90 = private unnamed_addr constant [12 x i8] c"A& -> Sib&\0A\00", align 1
@.str.91 = private unnamed_addr constant [12 x i8] c"A& -> Fin&\0A\00", align 1
@.str.92 = private unnamed_addr constant [10 x i8] c"A& -> X&\0A\00", align 1
@.str.93 = private unnamed_addr constant [16 x i8] c"A& -> const C&\0A\00", align 1
@.str.94 = private unnamed_addr constant [26 x i8] c"casts that succeeded: %d\0A\00", align 1
@_ZTISt9exception = external constant ptr
@.str.95 = private unnamed_addr constant [10 x i8] c"never %d\0A\00", align 1
@.str.96 = private unnamed_addr constant [23 x i8] c"as std::exception: %s\0A\00", align 1
@_ZTT2CV = linkonce_odr dso_local unnamed_addr constant [2 x ptr] [ptr getelementptr inbounds inrange(-12, 0) ({ [3 x ptr], [4 x ptr] }, ptr @_ZTV2CV, i32 0, i32 0, i32 3), ptr getelementptr inbounds inrange(-12, 4) ({ [3 x ptr], [4 x ptr] }, ptr @_ZTV2CV, i32 0, i32 1, i32 3)], comdat, align 4
@.str.97 = private unnamed_addr constant [14 x i8] c"ctor: V -> CV\00", align 1
@.str.98 = private unnamed_addr constant [14 x i8] c"ctor: V -> CD\00", align 1
@.str.99 = private unnamed_addr constant [13 x i8] c"ctor: V -> Z\00", align 1
@.str.100 = private unnamed_addr constant [16 x i8] c"ctor: V -> void\00", align 1
@_ZTV1V = linkonce_odr dso_local unnamed_addr constant { [3 x ptr] } { [3 x ptr] [ptr null, ptr @_ZTI1V, ptr @_ZN1V2fVEv] }, comdat, align 4
@_ZTV1C = linkonce_odr dso_local unnamed_addr constant { [3 x ptr] } { [3 x ptr] [ptr null, ptr @_ZTI1C, ptr @_ZN1A2fAEv] }, comdat, align 4
@_ZTV1B = linkonce_odr dso_local unnamed_addr constant { [3 x ptr] } { [3 x ptr] [ptr null, ptr @_ZTI1B, ptr @_ZN1A2fAEv] }, comdat, align 4
@_ZTV1A = linkonce_odr dso_local unnamed_addr constant { [3 x ptr] } { [3 x ptr] [ptr null, ptr @_ZTI1A, ptr @_ZN1A2fAEv] }, comdat, align 4
@.str.101 = private unnamed_addr constant [12 x i8] c"%-28s null\0A\00", align 1
@.str.102 = private unnamed_addr constant [12 x i8] c"%-28s +%ld\0A\00", align 1
@_ZTV3Fin = linkonce_odr dso_local unnamed_addr constant { [3 x ptr] } { [3 x ptr] [ptr null, ptr @_ZTI3Fin, ptr @_ZN1A2fAEv] }, comdat, align 4
@_ZTV2XY = linkonce_odr dso_local unnamed_addr constant { [3 x ptr], [3 x ptr] } { [3 x ptr] [ptr null, ptr @_ZTI2XY, ptr @_ZN1X2fXEv], [3 x ptr] [ptr inttoptr (i32 -8 to ptr), ptr @_ZTI2XY, ptr @_ZN1Y2fYEv] }, comdat, align 4
@_ZTV1X = linkonce_odr dso_local unnamed_addr constant { [3 x ptr] } { [3 x ptr] [ptr null, ptr @_ZTI1X, ptr @_ZN1X2fXEv] }, comdat, align 4
@_ZTV1Y = linkonce_odr dso_local unnamed_addr constant { [3 x ptr] } { [3 x ptr] [ptr null, ptr @_ZTI1Y, ptr @_ZN1Y2fYEv] }, comdat, align 4
@_ZTV1D = linkonce_odr dso_local unnamed_addr constant { [3 x ptr], [3 x ptr], [4 x ptr] } { [3 x ptr] [ptr inttoptr (i32 20 to ptr), ptr null, ptr @_ZTI1D], [3 x ptr] [ptr inttoptr (i32 12 to ptr), ptr inttoptr (i32 -8 to ptr), ptr @_ZTI1D], [4 x ptr] [ptr null, ptr inttoptr (i32 -20 to ptr), ptr @_ZTI1D, ptr @_ZN1V2fVEv] }, comdat, align 4
@_ZTT1D = linkonce_odr dso_local unnamed_addr constant [7 x ptr] [ptr getelementptr inbounds inrange(-12, 0) ({ [3 x ptr], [3 x ptr], [4 x ptr] }, ptr @_ZTV1D, i32 0, i32 0, i32 3), ptr getelementptr inbounds inrange(-12, 0) ({ [3 x ptr], [4 x ptr] }, ptr @_ZTC1D0_1L, i32 0, i32 0, i32 3), ptr getelementptr inbounds inrange(-12, 4) ({ [3 x ptr], [4 x ptr] }, ptr @_ZTC1D0_1L, i32 0, i32 1, i32 3), ptr getelementptr inbounds inrange(-12, 0) ({ [3 x ptr], [4 x ptr] }, ptr @_ZTC1D8_1R, i32 0, i32 0, i32 3), ptr getelementptr inbounds inrange(-12, 4) ({ [3 x ptr], [4 x ptr] }, ptr @_ZTC1D8_1R, i32 0, i32 1, i32 3), ptr getelementptr inbounds inrange(-12, 4) ({ [3 x ptr], [3 x ptr], [4 x ptr] }, ptr @_ZTV1D, i32 0, i32 2, i32 3), ptr getelementptr inbounds inrange(-12, 0) ({ [3 x ptr], [3 x ptr], [4 x ptr] }, ptr @_ZTV1D, i32 0, i32 1, i32 3)], comdat, align 4
@_ZTC1D0_1L = linkonce_odr dso_local unnamed_addr constant { [3 x ptr], [4 x ptr] } { [3 x ptr] [ptr inttoptr (i32 20 to ptr), ptr null, ptr @_ZTI1L], [4 x ptr] [ptr null, ptr inttoptr (i32 -20 to ptr), ptr @_ZTI1L, ptr @_ZN1V2fVEv] }, comdat, align 4
@_ZTC1D8_1R = linkonce_odr dso_local unnamed_addr constant { [3 x ptr], [4 x ptr] } { [3 x ptr] [ptr inttoptr (i32 12 to ptr), ptr null, ptr @_ZTI1R], [4 x ptr] [ptr null, ptr inttoptr (i32 -12 to ptr), ptr @_ZTI1R, ptr @_ZN1V2fVEv] }, comdat, align 4
@_ZTV1L = linkonce_odr dso_local unnamed_addr constant { [3 x ptr], [4 x ptr] } { [3 x ptr] [ptr inttoptr (i32 8 to ptr), ptr null, ptr @_ZTI1L], [4 x ptr] [ptr null, ptr inttoptr (i32 -8 to ptr), ptr @_ZTI1L, ptr @_ZN1V2fVEv] }, comdat, align 4
@_ZTT1L = linkonce_odr dso_local unnamed_addr constant [2 x ptr] [ptr getelementptr inbounds inrange(-12, 0) ({ [3 x ptr], [4 x ptr] }, ptr @_ZTV1L, i32 0, i32 0, i32 3), ptr getelementptr inbounds inrange(-12, 4) ({ [3 x ptr], [4 x ptr] }, ptr @_ZTV1L, i32 0, i32 1, i32 3)], comdat, align 4
@_ZTV2D2 = linkonce_odr dso_local unnamed_addr constant { [5 x ptr], [5 x ptr], [3 x ptr], [4 x ptr], [3 x ptr] } { [5 x ptr] [ptr inttoptr (i32 36 to ptr), ptr inttoptr (i32 28 to ptr), ptr inttoptr (i32 20 to ptr), ptr null, ptr @_ZTI2D2], [5 x ptr] [ptr inttoptr (i32 12 to ptr), ptr inttoptr (i32 20 to ptr), ptr inttoptr (i32 28 to ptr), ptr inttoptr (i32 -8 to ptr), ptr @_ZTI2D2], [3 x ptr] [ptr inttoptr (i32 8 to ptr), ptr inttoptr (i32 -20 to ptr), ptr @_ZTI2D2], [4 x ptr] [ptr null, ptr inttoptr (i32 -28 to ptr), ptr @_ZTI2D2, ptr @_ZN1V2fVEv], [3 x ptr] [ptr inttoptr (i32 -8 to ptr), ptr inttoptr (i32 -36 to ptr), ptr @_ZTI2D2] }, comdat, align 4
@_ZTT2D2 = linkonce_odr dso_local unnamed_addr constant [16 x ptr] [ptr getelementptr inbounds inrange(-20, 0) ({ [5 x ptr], [5 x ptr], [3 x ptr], [4 x ptr], [3 x ptr] }, ptr @_ZTV2D2, i32 0, i32 0, i32 5), ptr getelementptr inbounds inrange(-16, 0) ({ [4 x ptr], [3 x ptr], [4 x ptr] }, ptr @_ZTC2D20_2L2, i32 0, i32 0, i32 4), ptr getelementptr inbounds inrange(-12, 0) ({ [4 x ptr], [3 x ptr], [4 x ptr] }, ptr @_ZTC2D20_2L2, i32 0, i32 1, i32 3), ptr getelementptr inbounds inrange(-12, 4) ({ [4 x ptr], [3 x ptr], [4 x ptr] }, ptr @_ZTC2D20_2L2, i32 0, i32 2, i32 3), ptr getelementptr inbounds inrange(-20, 0) ({ [5 x ptr], [3 x ptr], [4 x ptr], [3 x ptr] }, ptr @_ZTC2D28_2R2, i32 0, i32 0, i32 5), ptr getelementptr inbounds inrange(-12, 0) ({ [5 x ptr], [3 x ptr], [4 x ptr], [3 x ptr] }, ptr @_ZTC2D28_2R2, i32 0, i32 1, i32 3), ptr getelementptr inbounds inrange(-12, 4) ({ [5 x ptr], [3 x ptr], [4 x ptr], [3 x ptr] }, ptr @_ZTC2D28_2R2, i32 0, i32 2, i32 3), ptr getelementptr inbounds inrange(-12, 0) ({ [5 x ptr], [3 x ptr], [4 x ptr], [3 x ptr] }, ptr @_ZTC2D28_2R2, i32 0, i32 3, i32 3), ptr getelementptr inbounds inrange(-12, 0) ({ [5 x ptr], [5 x ptr], [3 x ptr], [4 x ptr], [3 x ptr] }, ptr @_ZTV2D2, i32 0, i32 2, i32 3), ptr getelementptr inbounds inrange(-12, 4) ({ [5 x ptr], [5 x ptr], [3 x ptr], [4 x ptr], [3 x ptr] }, ptr @_ZTV2D2, i32 0, i32 3, i32 3), ptr getelementptr inbounds inrange(-20, 0) ({ [5 x ptr], [5 x ptr], [3 x ptr], [4 x ptr], [3 x ptr] }, ptr @_ZTV2D2, i32 0, i32 1, i32 5), ptr getelementptr inbounds inrange(-12, 0) ({ [5 x ptr], [5 x ptr], [3 x ptr], [4 x ptr], [3 x ptr] }, ptr @_ZTV2D2, i32 0, i32 4, i32 3), ptr getelementptr inbounds inrange(-12, 0) ({ [3 x ptr], [4 x ptr] }, ptr @_ZTC2D220_1L, i32 0, i32 0, i32 3), ptr getelementptr inbounds inrange(-12, 4) ({ [3 x ptr], [4 x ptr] }, ptr @_ZTC2D220_1L, i32 0, i32 1, i32 3), ptr getelementptr inbounds inrange(-12, 0) ({ [3 x ptr], [4 x ptr] }, ptr @_ZTC2D236_1R, i32 0, i32 0, i32 3), ptr getelementptr inbounds inrange(-12, 4) ({ [3 x ptr], [4 x ptr] }, ptr @_ZTC2D236_1R, i32 0, i32 1, i32 3)], comdat, align 4
@_ZTC2D20_2L2 = linkonce_odr dso_local unnamed_addr constant { [4 x ptr], [3 x ptr], [4 x ptr] } { [4 x ptr] [ptr inttoptr (i32 28 to ptr), ptr inttoptr (i32 20 to ptr), ptr null, ptr @_ZTI2L2], [3 x ptr] [ptr inttoptr (i32 8 to ptr), ptr inttoptr (i32 -20 to ptr), ptr @_ZTI2L2], [4 x ptr] [ptr null, ptr inttoptr (i32 -28 to ptr), ptr @_ZTI2L2, ptr @_ZN1V2fVEv] }, comdat, align 4
@_ZTC2D28_2R2 = linkonce_odr dso_local unnamed_addr constant { [5 x ptr], [3 x ptr], [4 x ptr], [3 x ptr] } { [5 x ptr] [ptr inttoptr (i32 12 to ptr), ptr inttoptr (i32 20 to ptr), ptr inttoptr (i32 28 to ptr), ptr null, ptr @_ZTI2R2], [3 x ptr] [ptr inttoptr (i32 -8 to ptr), ptr inttoptr (i32 -28 to ptr), ptr @_ZTI2R2], [4 x ptr] [ptr null, ptr inttoptr (i32 -20 to ptr), ptr @_ZTI2R2, ptr @_ZN1V2fVEv], [3 x ptr] [ptr inttoptr (i32 8 to ptr), ptr inttoptr (i32 -12 to ptr), ptr @_ZTI2R2] }, comdat, align 4
@_ZTC2D220_1L = linkonce_odr dso_local unnamed_addr constant { [3 x ptr], [4 x ptr] } { [3 x ptr] [ptr inttoptr (i32 8 to ptr), ptr null, ptr @_ZTI1L], [4 x ptr] [ptr null, ptr inttoptr (i32 -8 to ptr), ptr @_ZTI1L, ptr @_ZN1V2fVEv] }, comdat, align 4
@_ZTC2D236_1R = linkonce_odr dso_local unnamed_addr constant { [3 x ptr], [4 x ptr] } { [3 x ptr] [ptr inttoptr (i32 -8 to ptr), ptr null, ptr @_ZTI1R], [4 x ptr] [ptr null, ptr inttoptr (i32 8 to ptr), ptr @_ZTI1R, ptr @_ZN1V2fVEv] }, comdat, align 4
@_ZTV1M = linkonce_odr dso_local unnamed_addr constant { [3 x ptr], [3 x ptr], [3 x ptr], [4 x ptr] } { [3 x ptr] [ptr inttoptr (i32 32 to ptr), ptr null, ptr @_ZTI1M], [3 x ptr] [ptr inttoptr (i32 -8 to ptr), ptr @_ZTI1M, ptr @_ZN1V2fVEv], [3 x ptr] [ptr inttoptr (i32 -20 to ptr), ptr @_ZTI1M, ptr @_ZN1Z2fZEv], [4 x ptr] [ptr null, ptr inttoptr (i32 -32 to ptr), ptr @_ZTI1M, ptr @_ZN1V2fVEv] }, comdat, align 4
@_ZTT1M = linkonce_odr dso_local unnamed_addr constant [4 x ptr] [ptr getelementptr inbounds inrange(-12, 0) ({ [3 x ptr], [3 x ptr], [3 x ptr], [4 x ptr] }, ptr @_ZTV1M, i32 0, i32 0, i32 3), ptr getelementptr inbounds inrange(-12, 0) ({ [3 x ptr], [4 x ptr] }, ptr @_ZTC1M0_1L, i32 0, i32 0, i32 3), ptr getelementptr inbounds inrange(-12, 4) ({ [3 x ptr], [4 x ptr] }, ptr @_ZTC1M0_1L, i32 0, i32 1, i32 3), ptr getelementptr inbounds inrange(-12, 4) ({ [3 x ptr], [3 x ptr], [3 x ptr], [4 x ptr] }, ptr @_ZTV1M, i32 0, i32 3, i32 3)], comdat, align 4
@_ZTC1M0_1L = linkonce_odr dso_local unnamed_addr constant { [3 x ptr], [4 x ptr] } { [3 x ptr] [ptr inttoptr (i32 32 to ptr), ptr null, ptr @_ZTI1L], [4 x ptr] [ptr null, ptr inttoptr (i32 -32 to ptr), ptr @_ZTI1L, ptr @_ZN1V2fVEv] }, comdat, align 4
@_ZTV2NV = linkonce_odr dso_local unnamed_addr constant { [3 x ptr] } { [3 x ptr] [ptr null, ptr @_ZTI2NV, ptr @_ZN1V2fVEv] }, comdat, align 4
@_ZTV1Z = linkonce_odr dso_local unnamed_addr constant { [3 x ptr] } { [3 x ptr] [ptr null, ptr @_ZTI1Z, ptr @_ZN1Z2fZEv] }, comdat, align 4
@_ZTV2AA = linkonce_odr dso_local unnamed_addr constant { [3 x ptr], [3 x ptr] } { [3 x ptr] [ptr null, ptr @_ZTI2AA, ptr @_ZN1A2fAEv], [3 x ptr] [ptr inttoptr (i32 -12 to ptr), ptr @_ZTI2AA, ptr @_ZN1A2fAEv] }, comdat, align 4
@_ZTV2A1 = linkonce_odr dso_local unnamed_addr constant { [3 x ptr] } { [3 x ptr] [ptr null, ptr @_ZTI2A1, ptr @_ZN1A2fAEv] }, comdat, align 4
@_ZTV2A2 = linkonce_odr dso_local unnamed_addr constant { [3 x ptr] } { [3 x ptr] [ptr null, ptr @_ZTI2A2, ptr @_ZN1A2fAEv] }, comdat, align 4
@_ZTV3VPQ = linkonce_odr dso_local unnamed_addr constant { [3 x ptr], [3 x ptr], [4 x ptr] } { [3 x ptr] [ptr inttoptr (i32 28 to ptr), ptr null, ptr @_ZTI3VPQ], [3 x ptr] [ptr inttoptr (i32 16 to ptr), ptr inttoptr (i32 -12 to ptr), ptr @_ZTI3VPQ], [4 x ptr] [ptr null, ptr inttoptr (i32 -28 to ptr), ptr @_ZTI3VPQ, ptr @_ZN1V2fVEv] }, comdat, align 4
@_ZTT3VPQ = linkonce_odr dso_local unnamed_addr constant [11 x ptr] [ptr getelementptr inbounds inrange(-12, 0) ({ [3 x ptr], [3 x ptr], [4 x ptr] }, ptr @_ZTV3VPQ, i32 0, i32 0, i32 3), ptr getelementptr inbounds inrange(-12, 0) ({ [3 x ptr], [4 x ptr] }, ptr @_ZTC3VPQ0_2VP, i32 0, i32 0, i32 3), ptr getelementptr inbounds inrange(-12, 0) ({ [3 x ptr], [4 x ptr] }, ptr @_ZTC3VPQ0_2VC, i32 0, i32 0, i32 3), ptr getelementptr inbounds inrange(-12, 4) ({ [3 x ptr], [4 x ptr] }, ptr @_ZTC3VPQ0_2VC, i32 0, i32 1, i32 3), ptr getelementptr inbounds inrange(-12, 4) ({ [3 x ptr], [4 x ptr] }, ptr @_ZTC3VPQ0_2VP, i32 0, i32 1, i32 3), ptr getelementptr inbounds inrange(-12, 0) ({ [3 x ptr], [4 x ptr] }, ptr @_ZTC3VPQ12_2VQ, i32 0, i32 0, i32 3), ptr getelementptr inbounds inrange(-12, 0) ({ [3 x ptr], [4 x ptr] }, ptr @_ZTC3VPQ12_2VC, i32 0, i32 0, i32 3), ptr getelementptr inbounds inrange(-12, 4) ({ [3 x ptr], [4 x ptr] }, ptr @_ZTC3VPQ12_2VC, i32 0, i32 1, i32 3), ptr getelementptr inbounds inrange(-12, 4) ({ [3 x ptr], [4 x ptr] }, ptr @_ZTC3VPQ12_2VQ, i32 0, i32 1, i32 3), ptr getelementptr inbounds inrange(-12, 4) ({ [3 x ptr], [3 x ptr], [4 x ptr] }, ptr @_ZTV3VPQ, i32 0, i32 2, i32 3), ptr getelementptr inbounds inrange(-12, 0) ({ [3 x ptr], [3 x ptr], [4 x ptr] }, ptr @_ZTV3VPQ, i32 0, i32 1, i32 3)], comdat, align 4
@_ZTC3VPQ0_2VP = linkonce_odr dso_local unnamed_addr constant { [3 x ptr], [4 x ptr] } { [3 x ptr] [ptr inttoptr (i32 28 to ptr), ptr null, ptr @_ZTI2VP], [4 x ptr] [ptr null, ptr inttoptr (i32 -28 to ptr), ptr @_ZTI2VP, ptr @_ZN1V2fVEv] }, comdat, align 4
@_ZTC3VPQ0_2VC = linkonce_odr dso_local unnamed_addr constant { [3 x ptr], [4 x ptr] } { [3 x ptr] [ptr inttoptr (i32 28 to ptr), ptr null, ptr @_ZTI2VC], [4 x ptr] [ptr null, ptr inttoptr (i32 -28 to ptr), ptr @_ZTI2VC, ptr @_ZN1V2fVEv] }, comdat, align 4
@_ZTC3VPQ12_2VQ = linkonce_odr dso_local unnamed_addr constant { [3 x ptr], [4 x ptr] } { [3 x ptr] [ptr inttoptr (i32 16 to ptr), ptr null, ptr @_ZTI2VQ], [4 x ptr] [ptr null, ptr inttoptr (i32 -16 to ptr), ptr @_ZTI2VQ, ptr @_ZN1V2fVEv] }, comdat, align 4
@_ZTC3VPQ12_2VC = linkonce_odr dso_local unnamed_addr constant { [3 x ptr], [4 x ptr] } { [3 x ptr] [ptr inttoptr (i32 16 to ptr), ptr null, ptr @_ZTI2VC], [4 x ptr] [ptr null, ptr inttoptr (i32 -16 to ptr), ptr @_ZTI2VC, ptr @_ZN1V2fVEv] }, comdat, align 4
@_ZTV5PrivA = linkonce_odr dso_local unnamed_addr constant { [3 x ptr] } { [3 x ptr] [ptr null, ptr @_ZTI5PrivA, ptr @_ZN1A2fAEv] }, comdat, align 4
@_ZTV5ProtA = linkonce_odr dso_local unnamed_addr constant { [3 x ptr] } { [3 x ptr] [ptr null, ptr @_ZTI5ProtA, ptr @_ZN1A2fAEv] }, comdat, align 4
@_ZTV7HasPriv = linkonce_odr dso_local unnamed_addr constant { [3 x ptr], [3 x ptr] } { [3 x ptr] [ptr null, ptr @_ZTI7HasPriv, ptr @_ZN1A2fAEv], [3 x ptr] [ptr inttoptr (i32 -12 to ptr), ptr @_ZTI7HasPriv, ptr @_ZN1X2fXEv] }, comdat, align 4
@_ZTV3PVD = linkonce_odr dso_local unnamed_addr constant { [3 x ptr], [4 x ptr] } { [3 x ptr] [ptr inttoptr (i32 12 to ptr), ptr null, ptr @_ZTI3PVD], [4 x ptr] [ptr null, ptr inttoptr (i32 -12 to ptr), ptr @_ZTI3PVD, ptr @_ZN1V2fVEv] }, comdat, align 4
@_ZTT3PVD = linkonce_odr dso_local unnamed_addr constant [4 x ptr] [ptr getelementptr inbounds inrange(-12, 0) ({ [3 x ptr], [4 x ptr] }, ptr @_ZTV3PVD, i32 0, i32 0, i32 3), ptr getelementptr inbounds inrange(-12, 0) ({ [3 x ptr], [4 x ptr] }, ptr @_ZTC3PVD0_2PV, i32 0, i32 0, i32 3), ptr getelementptr inbounds inrange(-12, 4) ({ [3 x ptr], [4 x ptr] }, ptr @_ZTC3PVD0_2PV, i32 0, i32 1, i32 3), ptr getelementptr inbounds inrange(-12, 4) ({ [3 x ptr], [4 x ptr] }, ptr @_ZTV3PVD, i32 0, i32 1, i32 3)], comdat, align 4
@_ZTC3PVD0_2PV = linkonce_odr dso_local unnamed_addr constant { [3 x ptr], [4 x ptr] } { [3 x ptr] [ptr inttoptr (i32 12 to ptr), ptr null, ptr @_ZTI2PV], [4 x ptr] [ptr null, ptr inttoptr (i32 -12 to ptr), ptr @_ZTI2PV, ptr @_ZN1V2fVEv] }, comdat, align 4
@_ZTV3PXY = linkonce_odr dso_local unnamed_addr constant { [3 x ptr], [3 x ptr] } { [3 x ptr] [ptr null, ptr @_ZTI3PXY, ptr @_ZN1X2fXEv], [3 x ptr] [ptr inttoptr (i32 -12 to ptr), ptr @_ZTI3PXY, ptr @_ZN1Y2fYEv] }, comdat, align 4
@_ZTV2PX = linkonce_odr dso_local unnamed_addr constant { [3 x ptr] } { [3 x ptr] [ptr null, ptr @_ZTI2PX, ptr @_ZN1X2fXEv] }, comdat, align 4
@_ZTV2CD = linkonce_odr dso_local unnamed_addr constant { [4 x ptr], [3 x ptr], [4 x ptr] } { [4 x ptr] [ptr inttoptr (i32 20 to ptr), ptr null, ptr @_ZTI2CD, ptr @_ZN1Z2fZEv], [3 x ptr] [ptr inttoptr (i32 12 to ptr), ptr inttoptr (i32 -8 to ptr), ptr @_ZTI2CD], [4 x ptr] [ptr null, ptr inttoptr (i32 -20 to ptr), ptr @_ZTI2CD, ptr @_ZN1V2fVEv] }, comdat, align 4
@_ZTT2CD = linkonce_odr dso_local unnamed_addr constant [5 x ptr] [ptr getelementptr inbounds inrange(-12, 4) ({ [4 x ptr], [3 x ptr], [4 x ptr] }, ptr @_ZTV2CD, i32 0, i32 0, i32 3), ptr getelementptr inbounds inrange(-12, 0) ({ [3 x ptr], [4 x ptr] }, ptr @_ZTC2CD8_2CV, i32 0, i32 0, i32 3), ptr getelementptr inbounds inrange(-12, 4) ({ [3 x ptr], [4 x ptr] }, ptr @_ZTC2CD8_2CV, i32 0, i32 1, i32 3), ptr getelementptr inbounds inrange(-12, 0) ({ [4 x ptr], [3 x ptr], [4 x ptr] }, ptr @_ZTV2CD, i32 0, i32 1, i32 3), ptr getelementptr inbounds inrange(-12, 4) ({ [4 x ptr], [3 x ptr], [4 x ptr] }, ptr @_ZTV2CD, i32 0, i32 2, i32 3)], comdat, align 4
@_ZTC2CD8_2CV = linkonce_odr dso_local unnamed_addr constant { [3 x ptr], [4 x ptr] } { [3 x ptr] [ptr inttoptr (i32 12 to ptr), ptr null, ptr @_ZTI2CV], [4 x ptr] [ptr null, ptr inttoptr (i32 -12 to ptr), ptr @_ZTI2CV, ptr @_ZN1V2fVEv] }, comdat, align 4
@_ZTISt8bad_cast = external constant ptr
@.str.103 = private unnamed_addr constant [5 x i8] c"  ok\00", align 1
@.str.104 = private unnamed_addr constant [16 x i8] c"  bad_cast: %s\0A\00", align 1

; Function Attrs: mustprogress noinline optnone uwtable
define dso_local void @_ZN2CVC2Ev(ptr noundef nonnull align 4 dereferenceable(8) %0, ptr noundef %1) unnamed_addr #0 align 2 {
  %3 = alloca ptr, align 4
  %4 = alloca ptr, align 4
  store ptr %0, ptr %3, align 4
  store ptr %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 4
  %6 = load ptr, ptr %4, align 4
  %7 = load ptr, ptr %6, align 4
  store ptr %7, ptr %5, align 4
  %8 = getelementptr inbounds ptr, ptr %6, i64 1
  %9 = load ptr, ptr %8, align 4
  %10 = load ptr, ptr %5, align 4
  %11 = getelementptr i8, ptr %10, i64 -12
  %12 = load i32, ptr %11, align 4
  %13 = getelementptr inbounds i8, ptr %5, i32 %12
  store ptr %9, ptr %13, align 4
  %14 = getelementptr inbounds %struct.CV, ptr %5, i32 0, i32 1
  store i32 29, ptr %14, align 4
  %15 = load ptr, ptr %5, align 4
  %16 = getelementptr i8, ptr %15, i64 -12
  %17 = load i32, ptr %16, align 4
  %18 = getelementptr inbounds i8, ptr %5, i32 %17
  call void @_ZL7in_ctorP1V(ptr noundef %18)
  ret void
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @_ZL7in_ctorP1V(ptr noundef %0) #0 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZL6opaqueI1VEPT_S2_(ptr noundef %3)
  %5 = icmp eq ptr %4, null
  br i1 %5, label %8, label %6

6:                                                ; preds = %1
  %7 = call ptr @__dynamic_cast(ptr %4, ptr @_ZTI1V, ptr @_ZTI2CV, i32 -1) #8
  br label %9

8:                                                ; preds = %1
  br label %9

9:                                                ; preds = %8, %6
  %10 = phi ptr [ %7, %6 ], [ null, %8 ]
  call void @_ZL4showPKcPKv(ptr noundef @.str.97, ptr noundef %10)
  %11 = load ptr, ptr %2, align 4
  %12 = call noundef ptr @_ZL6opaqueI1VEPT_S2_(ptr noundef %11)
  %13 = icmp eq ptr %12, null
  br i1 %13, label %16, label %14

14:                                               ; preds = %9
  %15 = call ptr @__dynamic_cast(ptr %12, ptr @_ZTI1V, ptr @_ZTI2CD, i32 -1) #8
  br label %17

16:                                               ; preds = %9
  br label %17

17:                                               ; preds = %16, %14
  %18 = phi ptr [ %15, %14 ], [ null, %16 ]
  call void @_ZL4showPKcPKv(ptr noundef @.str.98, ptr noundef %18)
  %19 = load ptr, ptr %2, align 4
  %20 = call noundef ptr @_ZL6opaqueI1VEPT_S2_(ptr noundef %19)
  %21 = icmp eq ptr %20, null
  br i1 %21, label %24, label %22

22:                                               ; preds = %17
  %23 = call ptr @__dynamic_cast(ptr %20, ptr @_ZTI1V, ptr @_ZTI1Z, i32 -2) #8
  br label %25

24:                                               ; preds = %17
  br label %25

25:                                               ; preds = %24, %22
  %26 = phi ptr [ %23, %22 ], [ null, %24 ]
  call void @_ZL4showPKcPKv(ptr noundef @.str.99, ptr noundef %26)
  %27 = load ptr, ptr %2, align 4
  %28 = call noundef ptr @_ZL6opaqueI1VEPT_S2_(ptr noundef %27)
  %29 = icmp eq ptr %28, null
  br i1 %29, label %35, label %30

30:                                               ; preds = %25
  %31 = load ptr, ptr %28, align 4
  %32 = getelementptr inbounds i32, ptr %31, i64 -2
  %33 = load i32, ptr %32, align 4
  %34 = getelementptr inbounds i8, ptr %28, i32 %33
  br label %36

35:                                               ; preds = %25
  br label %36

36:                                               ; preds = %35, %30
  %37 = phi ptr [ %34, %30 ], [ null, %35 ]
  call void @_ZL4showPKcPKv(ptr noundef @.str.100, ptr noundef %37)
  ret void
}

; Function Attrs: mustprogress noinline optnone uwtable
define dso_local void @_ZN2CVC1Ev(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #0 align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds i8, ptr %3, i32 8
  call void @_ZN1VC2Ev(ptr noundef nonnull align 4 dereferenceable(8) %4) #8
  store ptr getelementptr inbounds inrange(-12, 0) ({ [3 x ptr], [4 x ptr] }, ptr @_ZTV2CV, i32 0, i32 0, i32 3), ptr %3, align 4
  %5 = getelementptr inbounds i8, ptr %3, i32 8
  store ptr getelementptr inbounds inrange(-12, 4) ({ [3 x ptr], [4 x ptr] }, ptr @_ZTV2CV, i32 0, i32 1, i32 3), ptr %5, align 4
  %6 = getelementptr inbounds %struct.CV, ptr %3, i32 0, i32 1
  store i32 29, ptr %6, align 4
  %7 = load ptr, ptr %3, align 4
  %8 = getelementptr i8, ptr %7, i64 -12
  %9 = load i32, ptr %8, align 4
  %10 = getelementptr inbounds i8, ptr %3, i32 %9
  call void @_ZL7in_ctorP1V(ptr noundef %10)
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN1VC2Ev(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  store ptr getelementptr inbounds inrange(-8, 4) ({ [3 x ptr] }, ptr @_ZTV1V, i32 0, i32 0, i32 2), ptr %3, align 4
  %4 = getelementptr inbounds %struct.V, ptr %3, i32 0, i32 1
  store i32 10, ptr %4, align 4
  ret void
}

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #2 personality ptr @__gxx_personality_v0 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.C, align 4
  %3 = alloca ptr, align 4
  %4 = alloca %struct.B, align 4
  %5 = alloca %struct.Fin, align 4
  %6 = alloca ptr, align 4
  %7 = alloca %struct.XY, align 4
  %8 = alloca ptr, align 4
  %9 = alloca ptr, align 4
  %10 = alloca ptr, align 4
  %11 = alloca %struct.D, align 4
  %12 = alloca ptr, align 4
  %13 = alloca ptr, align 4
  %14 = alloca ptr, align 4
  %15 = alloca %struct.L, align 4
  %16 = alloca %struct.D2, align 4
  %17 = alloca ptr, align 4
  %18 = alloca %struct.M, align 4
  %19 = alloca ptr, align 4
  %20 = alloca ptr, align 4
  %21 = alloca %struct.AA, align 4
  %22 = alloca ptr, align 4
  %23 = alloca ptr, align 4
  %24 = alloca %struct.VPQ, align 4
  %25 = alloca ptr, align 4
  %26 = alloca %struct.PrivA, align 4
  %27 = alloca %struct.ProtA, align 4
  %28 = alloca %struct.HasPriv, align 4
  %29 = alloca %struct.PVD, align 4
  %30 = alloca %struct.PXY, align 4
  %31 = alloca ptr, align 4
  %32 = alloca %struct.D, align 4
  %33 = alloca i32, align 4
  %34 = alloca %struct.C, align 4
  %35 = alloca ptr, align 4
  %36 = alloca ptr, align 4
  %37 = alloca i32, align 4
  %38 = alloca ptr, align 4
  store i32 0, ptr %1, align 4
  %39 = call i32 (ptr, ...) @printf(ptr noundef @.str)
  call void @_ZN1CC2Ev(ptr noundef nonnull align 4 dereferenceable(16) %2) #8
  store ptr %2, ptr @_ZL5whole, align 4
  %40 = call noundef ptr @_ZL6opaqueI1AEPT_S2_(ptr noundef %2)
  store ptr %40, ptr %3, align 4
  %41 = load ptr, ptr %3, align 4
  %42 = icmp eq ptr %41, null
  br i1 %42, label %45, label %43

43:                                               ; preds = %0
  %44 = call ptr @__dynamic_cast(ptr %41, ptr @_ZTI1A, ptr @_ZTI1B, i32 0) #8
  br label %46

45:                                               ; preds = %0
  br label %46

46:                                               ; preds = %45, %43
  %47 = phi ptr [ %44, %43 ], [ null, %45 ]
  call void @_ZL4showPKcPKv(ptr noundef @.str.1, ptr noundef %47)
  %48 = load ptr, ptr %3, align 4
  %49 = icmp eq ptr %48, null
  br i1 %49, label %52, label %50

50:                                               ; preds = %46
  %51 = call ptr @__dynamic_cast(ptr %48, ptr @_ZTI1A, ptr @_ZTI1C, i32 0) #8
  br label %53

52:                                               ; preds = %46
  br label %53

53:                                               ; preds = %52, %50
  %54 = phi ptr [ %51, %50 ], [ null, %52 ]
  call void @_ZL4showPKcPKv(ptr noundef @.str.2, ptr noundef %54)
  %55 = load ptr, ptr %3, align 4
  %56 = icmp eq ptr %55, null
  br i1 %56, label %59, label %57

57:                                               ; preds = %53
  %58 = call ptr @__dynamic_cast(ptr %55, ptr @_ZTI1A, ptr @_ZTI3Sib, i32 0) #8
  br label %60

59:                                               ; preds = %53
  br label %60

60:                                               ; preds = %59, %57
  %61 = phi ptr [ %58, %57 ], [ null, %59 ]
  call void @_ZL4showPKcPKv(ptr noundef @.str.3, ptr noundef %61)
  %62 = load ptr, ptr %3, align 4
  %63 = icmp eq ptr %62, null
  br i1 %63, label %66, label %64

64:                                               ; preds = %60
  %65 = call ptr @__dynamic_cast(ptr %62, ptr @_ZTI1A, ptr @_ZTI3Fin, i32 0) #8
  br label %67

66:                                               ; preds = %60
  br label %67

67:                                               ; preds = %66, %64
  %68 = phi ptr [ %65, %64 ], [ null, %66 ]
  call void @_ZL4showPKcPKv(ptr noundef @.str.4, ptr noundef %68)
  %69 = load ptr, ptr %3, align 4
  %70 = icmp eq ptr %69, null
  br i1 %70, label %76, label %71

71:                                               ; preds = %67
  %72 = load ptr, ptr %69, align 4
  %73 = getelementptr inbounds i32, ptr %72, i64 -2
  %74 = load i32, ptr %73, align 4
  %75 = getelementptr inbounds i8, ptr %69, i32 %74
  br label %77

76:                                               ; preds = %67
  br label %77

77:                                               ; preds = %76, %71
  %78 = phi ptr [ %75, %71 ], [ null, %76 ]
  call void @_ZL4showPKcPKv(ptr noundef @.str.5, ptr noundef %78)
  %79 = call noundef ptr @_ZL6opaqueI1BEPT_S2_(ptr noundef %2)
  %80 = icmp eq ptr %79, null
  br i1 %80, label %83, label %81

81:                                               ; preds = %77
  %82 = call ptr @__dynamic_cast(ptr %79, ptr @_ZTI1B, ptr @_ZTI1C, i32 0) #8
  br label %84

83:                                               ; preds = %77
  br label %84

84:                                               ; preds = %83, %81
  %85 = phi ptr [ %82, %81 ], [ null, %83 ]
  call void @_ZL4showPKcPKv(ptr noundef @.str.6, ptr noundef %85)
  %86 = load ptr, ptr %3, align 4
  %87 = icmp eq ptr %86, null
  br i1 %87, label %90, label %88

88:                                               ; preds = %84
  %89 = call ptr @__dynamic_cast(ptr %86, ptr @_ZTI1A, ptr @_ZTI1X, i32 -2) #8
  br label %91

90:                                               ; preds = %84
  br label %91

91:                                               ; preds = %90, %88
  %92 = phi ptr [ %89, %88 ], [ null, %90 ]
  call void @_ZL4showPKcPKv(ptr noundef @.str.7, ptr noundef %92)
  call void @_ZN1BC2Ev(ptr noundef nonnull align 4 dereferenceable(12) %4) #8
  store ptr %4, ptr @_ZL5whole, align 4
  %93 = call noundef ptr @_ZL6opaqueI1AEPT_S2_(ptr noundef %4)
  %94 = icmp eq ptr %93, null
  br i1 %94, label %97, label %95

95:                                               ; preds = %91
  %96 = call ptr @__dynamic_cast(ptr %93, ptr @_ZTI1A, ptr @_ZTI1B, i32 0) #8
  br label %98

97:                                               ; preds = %91
  br label %98

98:                                               ; preds = %97, %95
  %99 = phi ptr [ %96, %95 ], [ null, %97 ]
  call void @_ZL4showPKcPKv(ptr noundef @.str.8, ptr noundef %99)
  %100 = call noundef ptr @_ZL6opaqueI1AEPT_S2_(ptr noundef %4)
  %101 = icmp eq ptr %100, null
  br i1 %101, label %104, label %102

102:                                              ; preds = %98
  %103 = call ptr @__dynamic_cast(ptr %100, ptr @_ZTI1A, ptr @_ZTI1C, i32 0) #8
  br label %105

104:                                              ; preds = %98
  br label %105

105:                                              ; preds = %104, %102
  %106 = phi ptr [ %103, %102 ], [ null, %104 ]
  call void @_ZL4showPKcPKv(ptr noundef @.str.9, ptr noundef %106)
  call void @_ZN3FinC2Ev(ptr noundef nonnull align 4 dereferenceable(16) %5) #8
  store ptr %5, ptr @_ZL5whole, align 4
  %107 = call noundef ptr @_ZL6opaqueI1AEPT_S2_(ptr noundef %5)
  %108 = icmp eq ptr %107, null
  br i1 %108, label %111, label %109

109:                                              ; preds = %105
  %110 = call ptr @__dynamic_cast(ptr %107, ptr @_ZTI1A, ptr @_ZTI3Fin, i32 0) #8
  br label %112

111:                                              ; preds = %105
  br label %112

112:                                              ; preds = %111, %109
  %113 = phi ptr [ %110, %109 ], [ null, %111 ]
  call void @_ZL4showPKcPKv(ptr noundef @.str.10, ptr noundef %113)
  %114 = call noundef ptr @_ZL6opaqueI1BEPT_S2_(ptr noundef %5)
  %115 = icmp eq ptr %114, null
  br i1 %115, label %118, label %116

116:                                              ; preds = %112
  %117 = call ptr @__dynamic_cast(ptr %114, ptr @_ZTI1B, ptr @_ZTI3Fin, i32 0) #8
  br label %119

118:                                              ; preds = %112
  br label %119

119:                                              ; preds = %118, %116
  %120 = phi ptr [ %117, %116 ], [ null, %118 ]
  call void @_ZL4showPKcPKv(ptr noundef @.str.11, ptr noundef %120)
  %121 = call noundef ptr @_ZL6opaqueI1BEPT_S2_(ptr noundef %2)
  %122 = icmp eq ptr %121, null
  br i1 %122, label %125, label %123

123:                                              ; preds = %119
  %124 = call ptr @__dynamic_cast(ptr %121, ptr @_ZTI1B, ptr @_ZTI3Fin, i32 0) #8
  br label %126

125:                                              ; preds = %119
  br label %126

126:                                              ; preds = %125, %123
  %127 = phi ptr [ %124, %123 ], [ null, %125 ]
  call void @_ZL4showPKcPKv(ptr noundef @.str.12, ptr noundef %127)
  %128 = call noundef ptr @_ZL6opaqueI1AEPT_S2_(ptr noundef null)
  store ptr %128, ptr %6, align 4
  %129 = load ptr, ptr %6, align 4
  %130 = icmp eq ptr %129, null
  br i1 %130, label %133, label %131

131:                                              ; preds = %126
  %132 = call ptr @__dynamic_cast(ptr %129, ptr @_ZTI1A, ptr @_ZTI1C, i32 0) #8
  br label %134

133:                                              ; preds = %126
  br label %134

134:                                              ; preds = %133, %131
  %135 = phi ptr [ %132, %131 ], [ null, %133 ]
  call void @_ZL4showPKcPKv(ptr noundef @.str.13, ptr noundef %135)
  %136 = load ptr, ptr %6, align 4
  %137 = icmp eq ptr %136, null
  br i1 %137, label %143, label %138

138:                                              ; preds = %134
  %139 = load ptr, ptr %136, align 4
  %140 = getelementptr inbounds i32, ptr %139, i64 -2
  %141 = load i32, ptr %140, align 4
  %142 = getelementptr inbounds i8, ptr %136, i32 %141
  br label %144

143:                                              ; preds = %134
  br label %144

144:                                              ; preds = %143, %138
  %145 = phi ptr [ %142, %138 ], [ null, %143 ]
  call void @_ZL4showPKcPKv(ptr noundef @.str.14, ptr noundef %145)
  %146 = call i32 (ptr, ...) @printf(ptr noundef @.str.15)
  call void @_ZN2XYC2Ev(ptr noundef nonnull align 4 dereferenceable(20) %7) #8
  store ptr %7, ptr @_ZL5whole, align 4
  %147 = call noundef ptr @_ZL6opaqueI1XEPT_S2_(ptr noundef %7)
  store ptr %147, ptr %8, align 4
  %148 = icmp eq ptr %7, null
  br i1 %148, label %151, label %149

149:                                              ; preds = %144
  %150 = getelementptr inbounds i8, ptr %7, i32 8
  br label %151

151:                                              ; preds = %149, %144
  %152 = phi ptr [ %150, %149 ], [ null, %144 ]
  %153 = call noundef ptr @_ZL6opaqueI1YEPT_S2_(ptr noundef %152)
  store ptr %153, ptr %9, align 4
  %154 = load ptr, ptr %8, align 4
  %155 = icmp eq ptr %154, null
  br i1 %155, label %158, label %156

156:                                              ; preds = %151
  %157 = call ptr @__dynamic_cast(ptr %154, ptr @_ZTI1X, ptr @_ZTI2XY, i32 0) #8
  br label %159

158:                                              ; preds = %151
  br label %159

159:                                              ; preds = %158, %156
  %160 = phi ptr [ %157, %156 ], [ null, %158 ]
  call void @_ZL4showPKcPKv(ptr noundef @.str.16, ptr noundef %160)
  %161 = load ptr, ptr %9, align 4
  %162 = icmp eq ptr %161, null
  br i1 %162, label %165, label %163

163:                                              ; preds = %159
  %164 = call ptr @__dynamic_cast(ptr %161, ptr @_ZTI1Y, ptr @_ZTI2XY, i32 8) #8
  br label %166

165:                                              ; preds = %159
  br label %166

166:                                              ; preds = %165, %163
  %167 = phi ptr [ %164, %163 ], [ null, %165 ]
  call void @_ZL4showPKcPKv(ptr noundef @.str.17, ptr noundef %167)
  %168 = load ptr, ptr %8, align 4
  %169 = icmp eq ptr %168, null
  br i1 %169, label %172, label %170

170:                                              ; preds = %166
  %171 = call ptr @__dynamic_cast(ptr %168, ptr @_ZTI1X, ptr @_ZTI1Y, i32 -2) #8
  br label %173

172:                                              ; preds = %166
  br label %173

173:                                              ; preds = %172, %170
  %174 = phi ptr [ %171, %170 ], [ null, %172 ]
  call void @_ZL4showPKcPKv(ptr noundef @.str.18, ptr noundef %174)
  %175 = load ptr, ptr %9, align 4
  %176 = icmp eq ptr %175, null
  br i1 %176, label %179, label %177

177:                                              ; preds = %173
  %178 = call ptr @__dynamic_cast(ptr %175, ptr @_ZTI1Y, ptr @_ZTI1X, i32 -2) #8
  br label %180

179:                                              ; preds = %173
  br label %180

180:                                              ; preds = %179, %177
  %181 = phi ptr [ %178, %177 ], [ null, %179 ]
  call void @_ZL4showPKcPKv(ptr noundef @.str.19, ptr noundef %181)
  %182 = load ptr, ptr %8, align 4
  %183 = icmp eq ptr %182, null
  br i1 %183, label %186, label %184

184:                                              ; preds = %180
  %185 = call ptr @__dynamic_cast(ptr %182, ptr @_ZTI1X, ptr @_ZTI5Empty, i32 -2) #8
  br label %187

186:                                              ; preds = %180
  br label %187

187:                                              ; preds = %186, %184
  %188 = phi ptr [ %185, %184 ], [ null, %186 ]
  call void @_ZL4showPKcPKv(ptr noundef @.str.20, ptr noundef %188)
  %189 = load ptr, ptr %9, align 4
  %190 = icmp eq ptr %189, null
  br i1 %190, label %196, label %191

191:                                              ; preds = %187
  %192 = load ptr, ptr %189, align 4
  %193 = getelementptr inbounds i32, ptr %192, i64 -2
  %194 = load i32, ptr %193, align 4
  %195 = getelementptr inbounds i8, ptr %189, i32 %194
  br label %197

196:                                              ; preds = %187
  br label %197

197:                                              ; preds = %196, %191
  %198 = phi ptr [ %195, %191 ], [ null, %196 ]
  call void @_ZL4showPKcPKv(ptr noundef @.str.21, ptr noundef %198)
  %199 = load ptr, ptr %8, align 4
  %200 = icmp eq ptr %199, null
  br i1 %200, label %203, label %201

201:                                              ; preds = %197
  %202 = call ptr @__dynamic_cast(ptr %199, ptr @_ZTI1X, ptr @_ZTI1Z, i32 -2) #8
  br label %204

203:                                              ; preds = %197
  br label %204

204:                                              ; preds = %203, %201
  %205 = phi ptr [ %202, %201 ], [ null, %203 ]
  call void @_ZL4showPKcPKv(ptr noundef @.str.22, ptr noundef %205)
  %206 = icmp eq ptr %7, null
  br i1 %206, label %209, label %207

207:                                              ; preds = %204
  %208 = getelementptr inbounds i8, ptr %7, i32 8
  br label %209

209:                                              ; preds = %207, %204
  %210 = phi ptr [ %208, %207 ], [ null, %204 ]
  %211 = call noundef ptr @_ZL6opaqueIK1YEPT_S3_(ptr noundef %210)
  store ptr %211, ptr %10, align 4
  %212 = load ptr, ptr %10, align 4
  %213 = icmp eq ptr %212, null
  br i1 %213, label %216, label %214

214:                                              ; preds = %209
  %215 = call ptr @__dynamic_cast(ptr %212, ptr @_ZTI1Y, ptr @_ZTI1X, i32 -2) #8
  br label %217

216:                                              ; preds = %209
  br label %217

217:                                              ; preds = %216, %214
  %218 = phi ptr [ %215, %214 ], [ null, %216 ]
  call void @_ZL4showPKcPKv(ptr noundef @.str.23, ptr noundef %218)
  %219 = call i32 (ptr, ...) @printf(ptr noundef @.str.24)
  call void @_ZN1DC1Ev(ptr noundef nonnull align 4 dereferenceable(20) %11) #8
  store ptr %11, ptr @_ZL5whole, align 4
  %220 = icmp eq ptr %11, null
  br i1 %220, label %226, label %221

221:                                              ; preds = %217
  %222 = load ptr, ptr %11, align 4
  %223 = getelementptr i8, ptr %222, i64 -12
  %224 = load i32, ptr %223, align 4
  %225 = getelementptr inbounds i8, ptr %11, i32 %224
  br label %226

226:                                              ; preds = %221, %217
  %227 = phi ptr [ %225, %221 ], [ null, %217 ]
  %228 = call noundef ptr @_ZL6opaqueI1VEPT_S2_(ptr noundef %227)
  store ptr %228, ptr %12, align 4
  %229 = call noundef ptr @_ZL6opaqueI1LEPT_S2_(ptr noundef %11)
  store ptr %229, ptr %13, align 4
  %230 = icmp eq ptr %11, null
  br i1 %230, label %233, label %231

231:                                              ; preds = %226
  %232 = getelementptr inbounds i8, ptr %11, i32 8
  br label %233

233:                                              ; preds = %231, %226
  %234 = phi ptr [ %232, %231 ], [ null, %226 ]
  %235 = call noundef ptr @_ZL6opaqueI1REPT_S2_(ptr noundef %234)
  store ptr %235, ptr %14, align 4
  %236 = load ptr, ptr %12, align 4
  %237 = icmp eq ptr %236, null
  br i1 %237, label %240, label %238

238:                                              ; preds = %233
  %239 = call ptr @__dynamic_cast(ptr %236, ptr @_ZTI1V, ptr @_ZTI1D, i32 -1) #8
  br label %241

240:                                              ; preds = %233
  br label %241

241:                                              ; preds = %240, %238
  %242 = phi ptr [ %239, %238 ], [ null, %240 ]
  call void @_ZL4showPKcPKv(ptr noundef @.str.25, ptr noundef %242)
  %243 = load ptr, ptr %12, align 4
  %244 = icmp eq ptr %243, null
  br i1 %244, label %247, label %245

245:                                              ; preds = %241
  %246 = call ptr @__dynamic_cast(ptr %243, ptr @_ZTI1V, ptr @_ZTI1L, i32 -1) #8
  br label %248

247:                                              ; preds = %241
  br label %248

248:                                              ; preds = %247, %245
  %249 = phi ptr [ %246, %245 ], [ null, %247 ]
  call void @_ZL4showPKcPKv(ptr noundef @.str.26, ptr noundef %249)
  %250 = load ptr, ptr %12, align 4
  %251 = icmp eq ptr %250, null
  br i1 %251, label %254, label %252

252:                                              ; preds = %248
  %253 = call ptr @__dynamic_cast(ptr %250, ptr @_ZTI1V, ptr @_ZTI1R, i32 -1) #8
  br label %255

254:                                              ; preds = %248
  br label %255

255:                                              ; preds = %254, %252
  %256 = phi ptr [ %253, %252 ], [ null, %254 ]
  call void @_ZL4showPKcPKv(ptr noundef @.str.27, ptr noundef %256)
  %257 = load ptr, ptr %13, align 4
  %258 = icmp eq ptr %257, null
  br i1 %258, label %261, label %259

259:                                              ; preds = %255
  %260 = call ptr @__dynamic_cast(ptr %257, ptr @_ZTI1L, ptr @_ZTI1R, i32 -2) #8
  br label %262

261:                                              ; preds = %255
  br label %262

262:                                              ; preds = %261, %259
  %263 = phi ptr [ %260, %259 ], [ null, %261 ]
  call void @_ZL4showPKcPKv(ptr noundef @.str.28, ptr noundef %263)
  %264 = load ptr, ptr %14, align 4
  %265 = icmp eq ptr %264, null
  br i1 %265, label %268, label %266

266:                                              ; preds = %262
  %267 = call ptr @__dynamic_cast(ptr %264, ptr @_ZTI1R, ptr @_ZTI1L, i32 -2) #8
  br label %269

268:                                              ; preds = %262
  br label %269

269:                                              ; preds = %268, %266
  %270 = phi ptr [ %267, %266 ], [ null, %268 ]
  call void @_ZL4showPKcPKv(ptr noundef @.str.29, ptr noundef %270)
  %271 = load ptr, ptr %14, align 4
  %272 = icmp eq ptr %271, null
  br i1 %272, label %275, label %273

273:                                              ; preds = %269
  %274 = call ptr @__dynamic_cast(ptr %271, ptr @_ZTI1R, ptr @_ZTI1D, i32 8) #8
  br label %276

275:                                              ; preds = %269
  br label %276

276:                                              ; preds = %275, %273
  %277 = phi ptr [ %274, %273 ], [ null, %275 ]
  call void @_ZL4showPKcPKv(ptr noundef @.str.30, ptr noundef %277)
  %278 = load ptr, ptr %12, align 4
  %279 = icmp eq ptr %278, null
  br i1 %279, label %285, label %280

280:                                              ; preds = %276
  %281 = load ptr, ptr %278, align 4
  %282 = getelementptr inbounds i32, ptr %281, i64 -2
  %283 = load i32, ptr %282, align 4
  %284 = getelementptr inbounds i8, ptr %278, i32 %283
  br label %286

285:                                              ; preds = %276
  br label %286

286:                                              ; preds = %285, %280
  %287 = phi ptr [ %284, %280 ], [ null, %285 ]
  call void @_ZL4showPKcPKv(ptr noundef @.str.31, ptr noundef %287)
  %288 = load ptr, ptr %14, align 4
  %289 = icmp eq ptr %288, null
  br i1 %289, label %295, label %290

290:                                              ; preds = %286
  %291 = load ptr, ptr %288, align 4
  %292 = getelementptr inbounds i32, ptr %291, i64 -2
  %293 = load i32, ptr %292, align 4
  %294 = getelementptr inbounds i8, ptr %288, i32 %293
  br label %296

295:                                              ; preds = %286
  br label %296

296:                                              ; preds = %295, %290
  %297 = phi ptr [ %294, %290 ], [ null, %295 ]
  call void @_ZL4showPKcPKv(ptr noundef @.str.32, ptr noundef %297)
  %298 = load ptr, ptr %12, align 4
  %299 = icmp eq ptr %298, null
  br i1 %299, label %302, label %300

300:                                              ; preds = %296
  %301 = call ptr @__dynamic_cast(ptr %298, ptr @_ZTI1V, ptr @_ZTI1M, i32 -1) #8
  br label %303

302:                                              ; preds = %296
  br label %303

303:                                              ; preds = %302, %300
  %304 = phi ptr [ %301, %300 ], [ null, %302 ]
  call void @_ZL4showPKcPKv(ptr noundef @.str.33, ptr noundef %304)
  call void @_ZN1LC1Ev(ptr noundef nonnull align 4 dereferenceable(8) %15) #8
  store ptr %15, ptr @_ZL5whole, align 4
  %305 = icmp eq ptr %15, null
  br i1 %305, label %311, label %306

306:                                              ; preds = %303
  %307 = load ptr, ptr %15, align 4
  %308 = getelementptr i8, ptr %307, i64 -12
  %309 = load i32, ptr %308, align 4
  %310 = getelementptr inbounds i8, ptr %15, i32 %309
  br label %311

311:                                              ; preds = %306, %303
  %312 = phi ptr [ %310, %306 ], [ null, %303 ]
  %313 = call noundef ptr @_ZL6opaqueI1VEPT_S2_(ptr noundef %312)
  %314 = icmp eq ptr %313, null
  br i1 %314, label %317, label %315

315:                                              ; preds = %311
  %316 = call ptr @__dynamic_cast(ptr %313, ptr @_ZTI1V, ptr @_ZTI1L, i32 -1) #8
  br label %318

317:                                              ; preds = %311
  br label %318

318:                                              ; preds = %317, %315
  %319 = phi ptr [ %316, %315 ], [ null, %317 ]
  call void @_ZL4showPKcPKv(ptr noundef @.str.34, ptr noundef %319)
  %320 = icmp eq ptr %15, null
  br i1 %320, label %326, label %321

321:                                              ; preds = %318
  %322 = load ptr, ptr %15, align 4
  %323 = getelementptr i8, ptr %322, i64 -12
  %324 = load i32, ptr %323, align 4
  %325 = getelementptr inbounds i8, ptr %15, i32 %324
  br label %326

326:                                              ; preds = %321, %318
  %327 = phi ptr [ %325, %321 ], [ null, %318 ]
  %328 = call noundef ptr @_ZL6opaqueI1VEPT_S2_(ptr noundef %327)
  %329 = icmp eq ptr %328, null
  br i1 %329, label %332, label %330

330:                                              ; preds = %326
  %331 = call ptr @__dynamic_cast(ptr %328, ptr @_ZTI1V, ptr @_ZTI1D, i32 -1) #8
  br label %333

332:                                              ; preds = %326
  br label %333

333:                                              ; preds = %332, %330
  %334 = phi ptr [ %331, %330 ], [ null, %332 ]
  call void @_ZL4showPKcPKv(ptr noundef @.str.35, ptr noundef %334)
  %335 = icmp eq ptr %15, null
  br i1 %335, label %341, label %336

336:                                              ; preds = %333
  %337 = load ptr, ptr %15, align 4
  %338 = getelementptr i8, ptr %337, i64 -12
  %339 = load i32, ptr %338, align 4
  %340 = getelementptr inbounds i8, ptr %15, i32 %339
  br label %341

341:                                              ; preds = %336, %333
  %342 = phi ptr [ %340, %336 ], [ null, %333 ]
  %343 = call noundef ptr @_ZL6opaqueI1VEPT_S2_(ptr noundef %342)
  %344 = icmp eq ptr %343, null
  br i1 %344, label %347, label %345

345:                                              ; preds = %341
  %346 = call ptr @__dynamic_cast(ptr %343, ptr @_ZTI1V, ptr @_ZTI1R, i32 -1) #8
  br label %348

347:                                              ; preds = %341
  br label %348

348:                                              ; preds = %347, %345
  %349 = phi ptr [ %346, %345 ], [ null, %347 ]
  call void @_ZL4showPKcPKv(ptr noundef @.str.36, ptr noundef %349)
  %350 = call i32 (ptr, ...) @printf(ptr noundef @.str.37)
  call void @_ZN2D2C1Ev(ptr noundef nonnull align 4 dereferenceable(20) %16) #8
  store ptr %16, ptr @_ZL5whole, align 4
  %351 = icmp eq ptr %16, null
  br i1 %351, label %357, label %352

352:                                              ; preds = %348
  %353 = load ptr, ptr %16, align 4
  %354 = getelementptr i8, ptr %353, i64 -16
  %355 = load i32, ptr %354, align 4
  %356 = getelementptr inbounds i8, ptr %16, i32 %355
  br label %357

357:                                              ; preds = %352, %348
  %358 = phi ptr [ %356, %352 ], [ null, %348 ]
  %359 = call noundef ptr @_ZL6opaqueI1VEPT_S2_(ptr noundef %358)
  store ptr %359, ptr %17, align 4
  %360 = load ptr, ptr %17, align 4
  %361 = icmp eq ptr %360, null
  br i1 %361, label %364, label %362

362:                                              ; preds = %357
  %363 = call ptr @__dynamic_cast(ptr %360, ptr @_ZTI1V, ptr @_ZTI2D2, i32 -1) #8
  br label %365

364:                                              ; preds = %357
  br label %365

365:                                              ; preds = %364, %362
  %366 = phi ptr [ %363, %362 ], [ null, %364 ]
  call void @_ZL4showPKcPKv(ptr noundef @.str.38, ptr noundef %366)
  %367 = load ptr, ptr %17, align 4
  %368 = icmp eq ptr %367, null
  br i1 %368, label %371, label %369

369:                                              ; preds = %365
  %370 = call ptr @__dynamic_cast(ptr %367, ptr @_ZTI1V, ptr @_ZTI1L, i32 -1) #8
  br label %372

371:                                              ; preds = %365
  br label %372

372:                                              ; preds = %371, %369
  %373 = phi ptr [ %370, %369 ], [ null, %371 ]
  call void @_ZL4showPKcPKv(ptr noundef @.str.26, ptr noundef %373)
  %374 = load ptr, ptr %17, align 4
  %375 = icmp eq ptr %374, null
  br i1 %375, label %378, label %376

376:                                              ; preds = %372
  %377 = call ptr @__dynamic_cast(ptr %374, ptr @_ZTI1V, ptr @_ZTI1R, i32 -1) #8
  br label %379

378:                                              ; preds = %372
  br label %379

379:                                              ; preds = %378, %376
  %380 = phi ptr [ %377, %376 ], [ null, %378 ]
  call void @_ZL4showPKcPKv(ptr noundef @.str.27, ptr noundef %380)
  %381 = load ptr, ptr %17, align 4
  %382 = icmp eq ptr %381, null
  br i1 %382, label %385, label %383

383:                                              ; preds = %379
  %384 = call ptr @__dynamic_cast(ptr %381, ptr @_ZTI1V, ptr @_ZTI2L2, i32 -1) #8
  br label %386

385:                                              ; preds = %379
  br label %386

386:                                              ; preds = %385, %383
  %387 = phi ptr [ %384, %383 ], [ null, %385 ]
  call void @_ZL4showPKcPKv(ptr noundef @.str.39, ptr noundef %387)
  %388 = load ptr, ptr %17, align 4
  %389 = icmp eq ptr %388, null
  br i1 %389, label %392, label %390

390:                                              ; preds = %386
  %391 = call ptr @__dynamic_cast(ptr %388, ptr @_ZTI1V, ptr @_ZTI2R2, i32 -1) #8
  br label %393

392:                                              ; preds = %386
  br label %393

393:                                              ; preds = %392, %390
  %394 = phi ptr [ %391, %390 ], [ null, %392 ]
  call void @_ZL4showPKcPKv(ptr noundef @.str.40, ptr noundef %394)
  %395 = icmp eq ptr %16, null
  br i1 %395, label %401, label %396

396:                                              ; preds = %393
  %397 = load ptr, ptr %16, align 4
  %398 = getelementptr i8, ptr %397, i64 -12
  %399 = load i32, ptr %398, align 4
  %400 = getelementptr inbounds i8, ptr %16, i32 %399
  br label %401

401:                                              ; preds = %396, %393
  %402 = phi ptr [ %400, %396 ], [ null, %393 ]
  %403 = call noundef ptr @_ZL6opaqueI1LEPT_S2_(ptr noundef %402)
  %404 = icmp eq ptr %403, null
  br i1 %404, label %407, label %405

405:                                              ; preds = %401
  %406 = call ptr @__dynamic_cast(ptr %403, ptr @_ZTI1L, ptr @_ZTI2R2, i32 -1) #8
  br label %408

407:                                              ; preds = %401
  br label %408

408:                                              ; preds = %407, %405
  %409 = phi ptr [ %406, %405 ], [ null, %407 ]
  call void @_ZL4showPKcPKv(ptr noundef @.str.41, ptr noundef %409)
  %410 = icmp eq ptr %16, null
  br i1 %410, label %416, label %411

411:                                              ; preds = %408
  %412 = load ptr, ptr %16, align 4
  %413 = getelementptr i8, ptr %412, i64 -20
  %414 = load i32, ptr %413, align 4
  %415 = getelementptr inbounds i8, ptr %16, i32 %414
  br label %416

416:                                              ; preds = %411, %408
  %417 = phi ptr [ %415, %411 ], [ null, %408 ]
  %418 = call noundef ptr @_ZL6opaqueI1REPT_S2_(ptr noundef %417)
  %419 = icmp eq ptr %418, null
  br i1 %419, label %422, label %420

420:                                              ; preds = %416
  %421 = call ptr @__dynamic_cast(ptr %418, ptr @_ZTI1R, ptr @_ZTI2L2, i32 -2) #8
  br label %423

422:                                              ; preds = %416
  br label %423

423:                                              ; preds = %422, %420
  %424 = phi ptr [ %421, %420 ], [ null, %422 ]
  call void @_ZL4showPKcPKv(ptr noundef @.str.42, ptr noundef %424)
  %425 = call noundef ptr @_ZL6opaqueI2L2EPT_S2_(ptr noundef %16)
  %426 = icmp eq ptr %425, null
  br i1 %426, label %429, label %427

427:                                              ; preds = %423
  %428 = call ptr @__dynamic_cast(ptr %425, ptr @_ZTI2L2, ptr @_ZTI1R, i32 -2) #8
  br label %430

429:                                              ; preds = %423
  br label %430

430:                                              ; preds = %429, %427
  %431 = phi ptr [ %428, %427 ], [ null, %429 ]
  call void @_ZL4showPKcPKv(ptr noundef @.str.43, ptr noundef %431)
  %432 = load ptr, ptr %17, align 4
  %433 = icmp eq ptr %432, null
  br i1 %433, label %439, label %434

434:                                              ; preds = %430
  %435 = load ptr, ptr %432, align 4
  %436 = getelementptr inbounds i32, ptr %435, i64 -2
  %437 = load i32, ptr %436, align 4
  %438 = getelementptr inbounds i8, ptr %432, i32 %437
  br label %440

439:                                              ; preds = %430
  br label %440

440:                                              ; preds = %439, %434
  %441 = phi ptr [ %438, %434 ], [ null, %439 ]
  call void @_ZL4showPKcPKv(ptr noundef @.str.31, ptr noundef %441)
  %442 = call i32 (ptr, ...) @printf(ptr noundef @.str.44)
  call void @_ZN1MC1Ev(ptr noundef nonnull align 4 dereferenceable(32) %18) #8
  store ptr %18, ptr @_ZL5whole, align 4
  %443 = icmp eq ptr %18, null
  br i1 %443, label %449, label %444

444:                                              ; preds = %440
  %445 = load ptr, ptr %18, align 4
  %446 = getelementptr i8, ptr %445, i64 -12
  %447 = load i32, ptr %446, align 4
  %448 = getelementptr inbounds i8, ptr %18, i32 %447
  br label %449

449:                                              ; preds = %444, %440
  %450 = phi ptr [ %448, %444 ], [ null, %440 ]
  %451 = call noundef ptr @_ZL6opaqueI1VEPT_S2_(ptr noundef %450)
  store ptr %451, ptr %19, align 4
  %452 = icmp eq ptr %18, null
  br i1 %452, label %455, label %453

453:                                              ; preds = %449
  %454 = getelementptr inbounds i8, ptr %18, i32 8
  br label %455

455:                                              ; preds = %453, %449
  %456 = phi ptr [ %454, %453 ], [ null, %449 ]
  %457 = call noundef ptr @_ZL6opaqueI1VEPT_S2_(ptr noundef %456)
  store ptr %457, ptr %20, align 4
  %458 = load ptr, ptr %19, align 4
  %459 = icmp eq ptr %458, null
  br i1 %459, label %462, label %460

460:                                              ; preds = %455
  %461 = call ptr @__dynamic_cast(ptr %458, ptr @_ZTI1V, ptr @_ZTI1L, i32 -1) #8
  br label %463

462:                                              ; preds = %455
  br label %463

463:                                              ; preds = %462, %460
  %464 = phi ptr [ %461, %460 ], [ null, %462 ]
  call void @_ZL4showPKcPKv(ptr noundef @.str.45, ptr noundef %464)
  %465 = load ptr, ptr %19, align 4
  %466 = icmp eq ptr %465, null
  br i1 %466, label %469, label %467

467:                                              ; preds = %463
  %468 = call ptr @__dynamic_cast(ptr %465, ptr @_ZTI1V, ptr @_ZTI2NV, i32 0) #8
  br label %470

469:                                              ; preds = %463
  br label %470

470:                                              ; preds = %469, %467
  %471 = phi ptr [ %468, %467 ], [ null, %469 ]
  call void @_ZL4showPKcPKv(ptr noundef @.str.46, ptr noundef %471)
  %472 = load ptr, ptr %20, align 4
  %473 = icmp eq ptr %472, null
  br i1 %473, label %476, label %474

474:                                              ; preds = %470
  %475 = call ptr @__dynamic_cast(ptr %472, ptr @_ZTI1V, ptr @_ZTI2NV, i32 0) #8
  br label %477

476:                                              ; preds = %470
  br label %477

477:                                              ; preds = %476, %474
  %478 = phi ptr [ %475, %474 ], [ null, %476 ]
  call void @_ZL4showPKcPKv(ptr noundef @.str.47, ptr noundef %478)
  %479 = load ptr, ptr %20, align 4
  %480 = icmp eq ptr %479, null
  br i1 %480, label %483, label %481

481:                                              ; preds = %477
  %482 = call ptr @__dynamic_cast(ptr %479, ptr @_ZTI1V, ptr @_ZTI1L, i32 -1) #8
  br label %484

483:                                              ; preds = %477
  br label %484

484:                                              ; preds = %483, %481
  %485 = phi ptr [ %482, %481 ], [ null, %483 ]
  call void @_ZL4showPKcPKv(ptr noundef @.str.48, ptr noundef %485)
  %486 = load ptr, ptr %19, align 4
  %487 = icmp eq ptr %486, null
  br i1 %487, label %490, label %488

488:                                              ; preds = %484
  %489 = call ptr @__dynamic_cast(ptr %486, ptr @_ZTI1V, ptr @_ZTI1M, i32 -1) #8
  br label %491

490:                                              ; preds = %484
  br label %491

491:                                              ; preds = %490, %488
  %492 = phi ptr [ %489, %488 ], [ null, %490 ]
  call void @_ZL4showPKcPKv(ptr noundef @.str.49, ptr noundef %492)
  %493 = load ptr, ptr %20, align 4
  %494 = icmp eq ptr %493, null
  br i1 %494, label %497, label %495

495:                                              ; preds = %491
  %496 = call ptr @__dynamic_cast(ptr %493, ptr @_ZTI1V, ptr @_ZTI1M, i32 -1) #8
  br label %498

497:                                              ; preds = %491
  br label %498

498:                                              ; preds = %497, %495
  %499 = phi ptr [ %496, %495 ], [ null, %497 ]
  call void @_ZL4showPKcPKv(ptr noundef @.str.50, ptr noundef %499)
  %500 = icmp eq ptr %18, null
  br i1 %500, label %503, label %501

501:                                              ; preds = %498
  %502 = getelementptr inbounds i8, ptr %18, i32 20
  br label %503

503:                                              ; preds = %501, %498
  %504 = phi ptr [ %502, %501 ], [ null, %498 ]
  %505 = call noundef ptr @_ZL6opaqueI1ZEPT_S2_(ptr noundef %504)
  %506 = icmp eq ptr %505, null
  br i1 %506, label %509, label %507

507:                                              ; preds = %503
  %508 = call ptr @__dynamic_cast(ptr %505, ptr @_ZTI1Z, ptr @_ZTI1V, i32 -2) #8
  br label %510

509:                                              ; preds = %503
  br label %510

510:                                              ; preds = %509, %507
  %511 = phi ptr [ %508, %507 ], [ null, %509 ]
  call void @_ZL4showPKcPKv(ptr noundef @.str.51, ptr noundef %511)
  %512 = icmp eq ptr %18, null
  br i1 %512, label %515, label %513

513:                                              ; preds = %510
  %514 = getelementptr inbounds i8, ptr %18, i32 20
  br label %515

515:                                              ; preds = %513, %510
  %516 = phi ptr [ %514, %513 ], [ null, %510 ]
  %517 = call noundef ptr @_ZL6opaqueI1ZEPT_S2_(ptr noundef %516)
  %518 = icmp eq ptr %517, null
  br i1 %518, label %521, label %519

519:                                              ; preds = %515
  %520 = call ptr @__dynamic_cast(ptr %517, ptr @_ZTI1Z, ptr @_ZTI1L, i32 -2) #8
  br label %522

521:                                              ; preds = %515
  br label %522

522:                                              ; preds = %521, %519
  %523 = phi ptr [ %520, %519 ], [ null, %521 ]
  call void @_ZL4showPKcPKv(ptr noundef @.str.52, ptr noundef %523)
  %524 = icmp eq ptr %18, null
  br i1 %524, label %527, label %525

525:                                              ; preds = %522
  %526 = getelementptr inbounds i8, ptr %18, i32 20
  br label %527

527:                                              ; preds = %525, %522
  %528 = phi ptr [ %526, %525 ], [ null, %522 ]
  %529 = call noundef ptr @_ZL6opaqueI1ZEPT_S2_(ptr noundef %528)
  %530 = icmp eq ptr %529, null
  br i1 %530, label %533, label %531

531:                                              ; preds = %527
  %532 = call ptr @__dynamic_cast(ptr %529, ptr @_ZTI1Z, ptr @_ZTI2NV, i32 -2) #8
  br label %534

533:                                              ; preds = %527
  br label %534

534:                                              ; preds = %533, %531
  %535 = phi ptr [ %532, %531 ], [ null, %533 ]
  call void @_ZL4showPKcPKv(ptr noundef @.str.53, ptr noundef %535)
  %536 = icmp eq ptr %18, null
  br i1 %536, label %539, label %537

537:                                              ; preds = %534
  %538 = getelementptr inbounds i8, ptr %18, i32 20
  br label %539

539:                                              ; preds = %537, %534
  %540 = phi ptr [ %538, %537 ], [ null, %534 ]
  %541 = call noundef ptr @_ZL6opaqueI1ZEPT_S2_(ptr noundef %540)
  %542 = icmp eq ptr %541, null
  br i1 %542, label %548, label %543

543:                                              ; preds = %539
  %544 = load ptr, ptr %541, align 4
  %545 = getelementptr inbounds i32, ptr %544, i64 -2
  %546 = load i32, ptr %545, align 4
  %547 = getelementptr inbounds i8, ptr %541, i32 %546
  br label %549

548:                                              ; preds = %539
  br label %549

549:                                              ; preds = %548, %543
  %550 = phi ptr [ %547, %543 ], [ null, %548 ]
  call void @_ZL4showPKcPKv(ptr noundef @.str.54, ptr noundef %550)
  %551 = icmp eq ptr %18, null
  br i1 %551, label %554, label %552

552:                                              ; preds = %549
  %553 = getelementptr inbounds i8, ptr %18, i32 8
  br label %554

554:                                              ; preds = %552, %549
  %555 = phi ptr [ %553, %552 ], [ null, %549 ]
  %556 = call noundef ptr @_ZL6opaqueI2NVEPT_S2_(ptr noundef %555)
  %557 = icmp eq ptr %556, null
  br i1 %557, label %560, label %558

558:                                              ; preds = %554
  %559 = call ptr @__dynamic_cast(ptr %556, ptr @_ZTI2NV, ptr @_ZTI1L, i32 -2) #8
  br label %561

560:                                              ; preds = %554
  br label %561

561:                                              ; preds = %560, %558
  %562 = phi ptr [ %559, %558 ], [ null, %560 ]
  call void @_ZL4showPKcPKv(ptr noundef @.str.55, ptr noundef %562)
  call void @_ZN2AAC2Ev(ptr noundef nonnull align 4 dereferenceable(28) %21) #8
  store ptr %21, ptr @_ZL5whole, align 4
  %563 = call noundef ptr @_ZL6opaqueI1AEPT_S2_(ptr noundef %21)
  store ptr %563, ptr %22, align 4
  %564 = icmp eq ptr %21, null
  br i1 %564, label %567, label %565

565:                                              ; preds = %561
  %566 = getelementptr inbounds i8, ptr %21, i32 12
  br label %567

567:                                              ; preds = %565, %561
  %568 = phi ptr [ %566, %565 ], [ null, %561 ]
  %569 = call noundef ptr @_ZL6opaqueI1AEPT_S2_(ptr noundef %568)
  store ptr %569, ptr %23, align 4
  %570 = load ptr, ptr %22, align 4
  %571 = icmp eq ptr %570, null
  br i1 %571, label %574, label %572

572:                                              ; preds = %567
  %573 = call ptr @__dynamic_cast(ptr %570, ptr @_ZTI1A, ptr @_ZTI2AA, i32 -3) #8
  br label %575

574:                                              ; preds = %567
  br label %575

575:                                              ; preds = %574, %572
  %576 = phi ptr [ %573, %572 ], [ null, %574 ]
  call void @_ZL4showPKcPKv(ptr noundef @.str.56, ptr noundef %576)
  %577 = load ptr, ptr %23, align 4
  %578 = icmp eq ptr %577, null
  br i1 %578, label %581, label %579

579:                                              ; preds = %575
  %580 = call ptr @__dynamic_cast(ptr %577, ptr @_ZTI1A, ptr @_ZTI2AA, i32 -3) #8
  br label %582

581:                                              ; preds = %575
  br label %582

582:                                              ; preds = %581, %579
  %583 = phi ptr [ %580, %579 ], [ null, %581 ]
  call void @_ZL4showPKcPKv(ptr noundef @.str.57, ptr noundef %583)
  %584 = load ptr, ptr %22, align 4
  %585 = icmp eq ptr %584, null
  br i1 %585, label %588, label %586

586:                                              ; preds = %582
  %587 = call ptr @__dynamic_cast(ptr %584, ptr @_ZTI1A, ptr @_ZTI2A1, i32 0) #8
  br label %589

588:                                              ; preds = %582
  br label %589

589:                                              ; preds = %588, %586
  %590 = phi ptr [ %587, %586 ], [ null, %588 ]
  call void @_ZL4showPKcPKv(ptr noundef @.str.58, ptr noundef %590)
  %591 = load ptr, ptr %22, align 4
  %592 = icmp eq ptr %591, null
  br i1 %592, label %595, label %593

593:                                              ; preds = %589
  %594 = call ptr @__dynamic_cast(ptr %591, ptr @_ZTI1A, ptr @_ZTI2A2, i32 0) #8
  br label %596

595:                                              ; preds = %589
  br label %596

596:                                              ; preds = %595, %593
  %597 = phi ptr [ %594, %593 ], [ null, %595 ]
  call void @_ZL4showPKcPKv(ptr noundef @.str.59, ptr noundef %597)
  %598 = load ptr, ptr %23, align 4
  %599 = icmp eq ptr %598, null
  br i1 %599, label %602, label %600

600:                                              ; preds = %596
  %601 = call ptr @__dynamic_cast(ptr %598, ptr @_ZTI1A, ptr @_ZTI2A1, i32 0) #8
  br label %603

602:                                              ; preds = %596
  br label %603

603:                                              ; preds = %602, %600
  %604 = phi ptr [ %601, %600 ], [ null, %602 ]
  call void @_ZL4showPKcPKv(ptr noundef @.str.60, ptr noundef %604)
  %605 = load ptr, ptr %23, align 4
  %606 = icmp eq ptr %605, null
  br i1 %606, label %612, label %607

607:                                              ; preds = %603
  %608 = load ptr, ptr %605, align 4
  %609 = getelementptr inbounds i32, ptr %608, i64 -2
  %610 = load i32, ptr %609, align 4
  %611 = getelementptr inbounds i8, ptr %605, i32 %610
  br label %613

612:                                              ; preds = %603
  br label %613

613:                                              ; preds = %612, %607
  %614 = phi ptr [ %611, %607 ], [ null, %612 ]
  call void @_ZL4showPKcPKv(ptr noundef @.str.61, ptr noundef %614)
  call void @_ZN3VPQC1Ev(ptr noundef nonnull align 4 dereferenceable(28) %24) #8
  store ptr %24, ptr @_ZL5whole, align 4
  %615 = icmp eq ptr %24, null
  br i1 %615, label %621, label %616

616:                                              ; preds = %613
  %617 = load ptr, ptr %24, align 4
  %618 = getelementptr i8, ptr %617, i64 -12
  %619 = load i32, ptr %618, align 4
  %620 = getelementptr inbounds i8, ptr %24, i32 %619
  br label %621

621:                                              ; preds = %616, %613
  %622 = phi ptr [ %620, %616 ], [ null, %613 ]
  %623 = call noundef ptr @_ZL6opaqueI1VEPT_S2_(ptr noundef %622)
  store ptr %623, ptr %25, align 4
  %624 = load ptr, ptr %25, align 4
  %625 = icmp eq ptr %624, null
  br i1 %625, label %628, label %626

626:                                              ; preds = %621
  %627 = call ptr @__dynamic_cast(ptr %624, ptr @_ZTI1V, ptr @_ZTI2VC, i32 -1) #8
  br label %629

628:                                              ; preds = %621
  br label %629

629:                                              ; preds = %628, %626
  %630 = phi ptr [ %627, %626 ], [ null, %628 ]
  call void @_ZL4showPKcPKv(ptr noundef @.str.62, ptr noundef %630)
  %631 = load ptr, ptr %25, align 4
  %632 = icmp eq ptr %631, null
  br i1 %632, label %635, label %633

633:                                              ; preds = %629
  %634 = call ptr @__dynamic_cast(ptr %631, ptr @_ZTI1V, ptr @_ZTI2VP, i32 -1) #8
  br label %636

635:                                              ; preds = %629
  br label %636

636:                                              ; preds = %635, %633
  %637 = phi ptr [ %634, %633 ], [ null, %635 ]
  call void @_ZL4showPKcPKv(ptr noundef @.str.63, ptr noundef %637)
  %638 = load ptr, ptr %25, align 4
  %639 = icmp eq ptr %638, null
  br i1 %639, label %642, label %640

640:                                              ; preds = %636
  %641 = call ptr @__dynamic_cast(ptr %638, ptr @_ZTI1V, ptr @_ZTI2VQ, i32 -1) #8
  br label %643

642:                                              ; preds = %636
  br label %643

643:                                              ; preds = %642, %640
  %644 = phi ptr [ %641, %640 ], [ null, %642 ]
  call void @_ZL4showPKcPKv(ptr noundef @.str.64, ptr noundef %644)
  %645 = load ptr, ptr %25, align 4
  %646 = icmp eq ptr %645, null
  br i1 %646, label %649, label %647

647:                                              ; preds = %643
  %648 = call ptr @__dynamic_cast(ptr %645, ptr @_ZTI1V, ptr @_ZTI3VPQ, i32 -1) #8
  br label %650

649:                                              ; preds = %643
  br label %650

650:                                              ; preds = %649, %647
  %651 = phi ptr [ %648, %647 ], [ null, %649 ]
  call void @_ZL4showPKcPKv(ptr noundef @.str.65, ptr noundef %651)
  %652 = call noundef ptr @_ZL6opaqueI2VPEPT_S2_(ptr noundef %24)
  %653 = icmp eq ptr %652, null
  br i1 %653, label %656, label %654

654:                                              ; preds = %650
  %655 = call ptr @__dynamic_cast(ptr %652, ptr @_ZTI2VP, ptr @_ZTI2VQ, i32 -2) #8
  br label %657

656:                                              ; preds = %650
  br label %657

657:                                              ; preds = %656, %654
  %658 = phi ptr [ %655, %654 ], [ null, %656 ]
  call void @_ZL4showPKcPKv(ptr noundef @.str.66, ptr noundef %658)
  %659 = call i32 (ptr, ...) @printf(ptr noundef @.str.67)
  call void @_ZN5PrivAC2Ev(ptr noundef nonnull align 4 dereferenceable(12) %26) #8
  store ptr %26, ptr @_ZL5whole, align 4
  %660 = call noundef ptr @_ZN5PrivA4as_aEv(ptr noundef nonnull align 4 dereferenceable(12) %26)
  %661 = call noundef ptr @_ZL6opaqueI1AEPT_S2_(ptr noundef %660)
  %662 = icmp eq ptr %661, null
  br i1 %662, label %665, label %663

663:                                              ; preds = %657
  %664 = call ptr @__dynamic_cast(ptr %661, ptr @_ZTI1A, ptr @_ZTI5PrivA, i32 -2) #8
  br label %666

665:                                              ; preds = %657
  br label %666

666:                                              ; preds = %665, %663
  %667 = phi ptr [ %664, %663 ], [ null, %665 ]
  call void @_ZL4showPKcPKv(ptr noundef @.str.68, ptr noundef %667)
  %668 = call noundef ptr @_ZN5PrivA4as_aEv(ptr noundef nonnull align 4 dereferenceable(12) %26)
  %669 = call noundef ptr @_ZL6opaqueI1AEPT_S2_(ptr noundef %668)
  %670 = icmp eq ptr %669, null
  br i1 %670, label %676, label %671

671:                                              ; preds = %666
  %672 = load ptr, ptr %669, align 4
  %673 = getelementptr inbounds i32, ptr %672, i64 -2
  %674 = load i32, ptr %673, align 4
  %675 = getelementptr inbounds i8, ptr %669, i32 %674
  br label %677

676:                                              ; preds = %666
  br label %677

677:                                              ; preds = %676, %671
  %678 = phi ptr [ %675, %671 ], [ null, %676 ]
  call void @_ZL4showPKcPKv(ptr noundef @.str.5, ptr noundef %678)
  call void @_ZN5ProtAC2Ev(ptr noundef nonnull align 4 dereferenceable(12) %27) #8
  store ptr %27, ptr @_ZL5whole, align 4
  %679 = call noundef ptr @_ZN5ProtA4as_aEv(ptr noundef nonnull align 4 dereferenceable(12) %27)
  %680 = call noundef ptr @_ZL6opaqueI1AEPT_S2_(ptr noundef %679)
  %681 = icmp eq ptr %680, null
  br i1 %681, label %684, label %682

682:                                              ; preds = %677
  %683 = call ptr @__dynamic_cast(ptr %680, ptr @_ZTI1A, ptr @_ZTI5ProtA, i32 -2) #8
  br label %685

684:                                              ; preds = %677
  br label %685

685:                                              ; preds = %684, %682
  %686 = phi ptr [ %683, %682 ], [ null, %684 ]
  call void @_ZL4showPKcPKv(ptr noundef @.str.69, ptr noundef %686)
  call void @_ZN7HasPrivC2Ev(ptr noundef nonnull align 4 dereferenceable(24) %28) #8
  store ptr %28, ptr @_ZL5whole, align 4
  %687 = call noundef ptr @_ZN5PrivA4as_aEv(ptr noundef nonnull align 4 dereferenceable(12) %28)
  %688 = call noundef ptr @_ZL6opaqueI1AEPT_S2_(ptr noundef %687)
  %689 = icmp eq ptr %688, null
  br i1 %689, label %692, label %690

690:                                              ; preds = %685
  %691 = call ptr @__dynamic_cast(ptr %688, ptr @_ZTI1A, ptr @_ZTI7HasPriv, i32 -2) #8
  br label %693

692:                                              ; preds = %685
  br label %693

693:                                              ; preds = %692, %690
  %694 = phi ptr [ %691, %690 ], [ null, %692 ]
  call void @_ZL4showPKcPKv(ptr noundef @.str.70, ptr noundef %694)
  %695 = call noundef ptr @_ZN5PrivA4as_aEv(ptr noundef nonnull align 4 dereferenceable(12) %28)
  %696 = call noundef ptr @_ZL6opaqueI1AEPT_S2_(ptr noundef %695)
  %697 = icmp eq ptr %696, null
  br i1 %697, label %700, label %698

698:                                              ; preds = %693
  %699 = call ptr @__dynamic_cast(ptr %696, ptr @_ZTI1A, ptr @_ZTI1X, i32 -2) #8
  br label %701

700:                                              ; preds = %693
  br label %701

701:                                              ; preds = %700, %698
  %702 = phi ptr [ %699, %698 ], [ null, %700 ]
  call void @_ZL4showPKcPKv(ptr noundef @.str.71, ptr noundef %702)
  %703 = icmp eq ptr %28, null
  br i1 %703, label %706, label %704

704:                                              ; preds = %701
  %705 = getelementptr inbounds i8, ptr %28, i32 12
  br label %706

706:                                              ; preds = %704, %701
  %707 = phi ptr [ %705, %704 ], [ null, %701 ]
  %708 = call noundef ptr @_ZL6opaqueI1XEPT_S2_(ptr noundef %707)
  %709 = icmp eq ptr %708, null
  br i1 %709, label %712, label %710

710:                                              ; preds = %706
  %711 = call ptr @__dynamic_cast(ptr %708, ptr @_ZTI1X, ptr @_ZTI5PrivA, i32 -2) #8
  br label %713

712:                                              ; preds = %706
  br label %713

713:                                              ; preds = %712, %710
  %714 = phi ptr [ %711, %710 ], [ null, %712 ]
  call void @_ZL4showPKcPKv(ptr noundef @.str.72, ptr noundef %714)
  %715 = icmp eq ptr %28, null
  br i1 %715, label %718, label %716

716:                                              ; preds = %713
  %717 = getelementptr inbounds i8, ptr %28, i32 12
  br label %718

718:                                              ; preds = %716, %713
  %719 = phi ptr [ %717, %716 ], [ null, %713 ]
  %720 = call noundef ptr @_ZL6opaqueI1XEPT_S2_(ptr noundef %719)
  %721 = icmp eq ptr %720, null
  br i1 %721, label %724, label %722

722:                                              ; preds = %718
  %723 = call ptr @__dynamic_cast(ptr %720, ptr @_ZTI1X, ptr @_ZTI7HasPriv, i32 12) #8
  br label %725

724:                                              ; preds = %718
  br label %725

725:                                              ; preds = %724, %722
  %726 = phi ptr [ %723, %722 ], [ null, %724 ]
  call void @_ZL4showPKcPKv(ptr noundef @.str.73, ptr noundef %726)
  call void @_ZN3PVDC1Ev(ptr noundef nonnull align 4 dereferenceable(12) %29) #8
  store ptr %29, ptr @_ZL5whole, align 4
  %727 = call noundef ptr @_ZN2PV4as_vEv(ptr noundef nonnull align 4 dereferenceable(8) %29)
  %728 = call noundef ptr @_ZL6opaqueI1VEPT_S2_(ptr noundef %727)
  %729 = icmp eq ptr %728, null
  br i1 %729, label %732, label %730

730:                                              ; preds = %725
  %731 = call ptr @__dynamic_cast(ptr %728, ptr @_ZTI1V, ptr @_ZTI2PV, i32 -2) #8
  br label %733

732:                                              ; preds = %725
  br label %733

733:                                              ; preds = %732, %730
  %734 = phi ptr [ %731, %730 ], [ null, %732 ]
  call void @_ZL4showPKcPKv(ptr noundef @.str.74, ptr noundef %734)
  %735 = call noundef ptr @_ZN2PV4as_vEv(ptr noundef nonnull align 4 dereferenceable(8) %29)
  %736 = call noundef ptr @_ZL6opaqueI1VEPT_S2_(ptr noundef %735)
  %737 = icmp eq ptr %736, null
  br i1 %737, label %740, label %738

738:                                              ; preds = %733
  %739 = call ptr @__dynamic_cast(ptr %736, ptr @_ZTI1V, ptr @_ZTI3PVD, i32 -1) #8
  br label %741

740:                                              ; preds = %733
  br label %741

741:                                              ; preds = %740, %738
  %742 = phi ptr [ %739, %738 ], [ null, %740 ]
  call void @_ZL4showPKcPKv(ptr noundef @.str.75, ptr noundef %742)
  call void @_ZN3PXYC2Ev(ptr noundef nonnull align 4 dereferenceable(24) %30) #8
  store ptr %30, ptr @_ZL5whole, align 4
  %743 = call noundef ptr @_ZN2PX4as_xEv(ptr noundef nonnull align 4 dereferenceable(12) %30)
  %744 = call noundef ptr @_ZL6opaqueI1XEPT_S2_(ptr noundef %743)
  %745 = icmp eq ptr %744, null
  br i1 %745, label %748, label %746

746:                                              ; preds = %741
  %747 = call ptr @__dynamic_cast(ptr %744, ptr @_ZTI1X, ptr @_ZTI2PX, i32 -2) #8
  br label %749

748:                                              ; preds = %741
  br label %749

749:                                              ; preds = %748, %746
  %750 = phi ptr [ %747, %746 ], [ null, %748 ]
  call void @_ZL4showPKcPKv(ptr noundef @.str.76, ptr noundef %750)
  %751 = call noundef ptr @_ZN2PX4as_xEv(ptr noundef nonnull align 4 dereferenceable(12) %30)
  %752 = call noundef ptr @_ZL6opaqueI1XEPT_S2_(ptr noundef %751)
  %753 = icmp eq ptr %752, null
  br i1 %753, label %756, label %754

754:                                              ; preds = %749
  %755 = call ptr @__dynamic_cast(ptr %752, ptr @_ZTI1X, ptr @_ZTI3PXY, i32 -2) #8
  br label %757

756:                                              ; preds = %749
  br label %757

757:                                              ; preds = %756, %754
  %758 = phi ptr [ %755, %754 ], [ null, %756 ]
  call void @_ZL4showPKcPKv(ptr noundef @.str.77, ptr noundef %758)
  %759 = call noundef ptr @_ZN2PX4as_xEv(ptr noundef nonnull align 4 dereferenceable(12) %30)
  %760 = call noundef ptr @_ZL6opaqueI1XEPT_S2_(ptr noundef %759)
  %761 = icmp eq ptr %760, null
  br i1 %761, label %764, label %762

762:                                              ; preds = %757
  %763 = call ptr @__dynamic_cast(ptr %760, ptr @_ZTI1X, ptr @_ZTI1Y, i32 -2) #8
  br label %765

764:                                              ; preds = %757
  br label %765

765:                                              ; preds = %764, %762
  %766 = phi ptr [ %763, %762 ], [ null, %764 ]
  call void @_ZL4showPKcPKv(ptr noundef @.str.78, ptr noundef %766)
  %767 = icmp eq ptr %30, null
  br i1 %767, label %770, label %768

768:                                              ; preds = %765
  %769 = getelementptr inbounds i8, ptr %30, i32 12
  br label %770

770:                                              ; preds = %768, %765
  %771 = phi ptr [ %769, %768 ], [ null, %765 ]
  %772 = call noundef ptr @_ZL6opaqueI1YEPT_S2_(ptr noundef %771)
  %773 = icmp eq ptr %772, null
  br i1 %773, label %776, label %774

774:                                              ; preds = %770
  %775 = call ptr @__dynamic_cast(ptr %772, ptr @_ZTI1Y, ptr @_ZTI2PX, i32 -2) #8
  br label %777

776:                                              ; preds = %770
  br label %777

777:                                              ; preds = %776, %774
  %778 = phi ptr [ %775, %774 ], [ null, %776 ]
  call void @_ZL4showPKcPKv(ptr noundef @.str.79, ptr noundef %778)
  %779 = call i32 (ptr, ...) @printf(ptr noundef @.str.80)
  store ptr @_ZL10cd_storage, ptr @_ZL5whole, align 4
  call void @_ZN2CDC1Ev(ptr noundef nonnull align 4 dereferenceable(20) @_ZL10cd_storage)
  store ptr @_ZL10cd_storage, ptr %31, align 4
  %780 = load ptr, ptr %31, align 4
  %781 = icmp eq ptr %780, null
  br i1 %781, label %787, label %782

782:                                              ; preds = %777
  %783 = load ptr, ptr %780, align 4
  %784 = getelementptr i8, ptr %783, i64 -12
  %785 = load i32, ptr %784, align 4
  %786 = getelementptr inbounds i8, ptr %780, i32 %785
  br label %787

787:                                              ; preds = %782, %777
  %788 = phi ptr [ %786, %782 ], [ null, %777 ]
  %789 = call noundef ptr @_ZL6opaqueI1VEPT_S2_(ptr noundef %788)
  %790 = icmp eq ptr %789, null
  br i1 %790, label %793, label %791

791:                                              ; preds = %787
  %792 = call ptr @__dynamic_cast(ptr %789, ptr @_ZTI1V, ptr @_ZTI2CV, i32 -1) #8
  br label %794

793:                                              ; preds = %787
  br label %794

794:                                              ; preds = %793, %791
  %795 = phi ptr [ %792, %791 ], [ null, %793 ]
  call void @_ZL4showPKcPKv(ptr noundef @.str.81, ptr noundef %795)
  %796 = load ptr, ptr %31, align 4
  %797 = icmp eq ptr %796, null
  br i1 %797, label %803, label %798

798:                                              ; preds = %794
  %799 = load ptr, ptr %796, align 4
  %800 = getelementptr i8, ptr %799, i64 -12
  %801 = load i32, ptr %800, align 4
  %802 = getelementptr inbounds i8, ptr %796, i32 %801
  br label %803

803:                                              ; preds = %798, %794
  %804 = phi ptr [ %802, %798 ], [ null, %794 ]
  %805 = call noundef ptr @_ZL6opaqueI1VEPT_S2_(ptr noundef %804)
  %806 = icmp eq ptr %805, null
  br i1 %806, label %809, label %807

807:                                              ; preds = %803
  %808 = call ptr @__dynamic_cast(ptr %805, ptr @_ZTI1V, ptr @_ZTI2CD, i32 -1) #8
  br label %810

809:                                              ; preds = %803
  br label %810

810:                                              ; preds = %809, %807
  %811 = phi ptr [ %808, %807 ], [ null, %809 ]
  call void @_ZL4showPKcPKv(ptr noundef @.str.82, ptr noundef %811)
  %812 = load ptr, ptr %31, align 4
  %813 = call noundef ptr @_ZL6opaqueI1ZEPT_S2_(ptr noundef %812)
  %814 = icmp eq ptr %813, null
  br i1 %814, label %817, label %815

815:                                              ; preds = %810
  %816 = call ptr @__dynamic_cast(ptr %813, ptr @_ZTI1Z, ptr @_ZTI1V, i32 -2) #8
  br label %818

817:                                              ; preds = %810
  br label %818

818:                                              ; preds = %817, %815
  %819 = phi ptr [ %816, %815 ], [ null, %817 ]
  call void @_ZL4showPKcPKv(ptr noundef @.str.83, ptr noundef %819)
  %820 = load ptr, ptr %31, align 4
  %821 = icmp eq ptr %820, null
  br i1 %821, label %827, label %822

822:                                              ; preds = %818
  %823 = load ptr, ptr %820, align 4
  %824 = getelementptr i8, ptr %823, i64 -12
  %825 = load i32, ptr %824, align 4
  %826 = getelementptr inbounds i8, ptr %820, i32 %825
  br label %827

827:                                              ; preds = %822, %818
  %828 = phi ptr [ %826, %822 ], [ null, %818 ]
  %829 = call noundef ptr @_ZL6opaqueI1VEPT_S2_(ptr noundef %828)
  %830 = icmp eq ptr %829, null
  br i1 %830, label %836, label %831

831:                                              ; preds = %827
  %832 = load ptr, ptr %829, align 4
  %833 = getelementptr inbounds i32, ptr %832, i64 -2
  %834 = load i32, ptr %833, align 4
  %835 = getelementptr inbounds i8, ptr %829, i32 %834
  br label %837

836:                                              ; preds = %827
  br label %837

837:                                              ; preds = %836, %831
  %838 = phi ptr [ %835, %831 ], [ null, %836 ]
  call void @_ZL4showPKcPKv(ptr noundef @.str.84, ptr noundef %838)
  %839 = call i32 (ptr, ...) @printf(ptr noundef @.str.85)
  call void @_ZN1DC1Ev(ptr noundef nonnull align 4 dereferenceable(20) %32) #8
  store ptr %32, ptr @_ZL5whole, align 4
  store i32 0, ptr %33, align 4
  %840 = call i32 (ptr, ...) @printf(ptr noundef @.str.86)
  %841 = icmp eq ptr %32, null
  br i1 %841, label %847, label %842

842:                                              ; preds = %837
  %843 = load ptr, ptr %32, align 4
  %844 = getelementptr i8, ptr %843, i64 -12
  %845 = load i32, ptr %844, align 4
  %846 = getelementptr inbounds i8, ptr %32, i32 %845
  br label %847

847:                                              ; preds = %842, %837
  %848 = phi ptr [ %846, %842 ], [ null, %837 ]
  %849 = call noundef ptr @_ZL6opaqueI1VEPT_S2_(ptr noundef %848)
  %850 = call noundef i32 @_ZL8ref_castI1D1VEiRT0_(ptr noundef nonnull align 4 dereferenceable(8) %849)
  %851 = load i32, ptr %33, align 4
  %852 = add nsw i32 %851, %850
  store i32 %852, ptr %33, align 4
  %853 = call i32 (ptr, ...) @printf(ptr noundef @.str.87)
  %854 = icmp eq ptr %32, null
  br i1 %854, label %860, label %855

855:                                              ; preds = %847
  %856 = load ptr, ptr %32, align 4
  %857 = getelementptr i8, ptr %856, i64 -12
  %858 = load i32, ptr %857, align 4
  %859 = getelementptr inbounds i8, ptr %32, i32 %858
  br label %860

860:                                              ; preds = %855, %847
  %861 = phi ptr [ %859, %855 ], [ null, %847 ]
  %862 = call noundef ptr @_ZL6opaqueI1VEPT_S2_(ptr noundef %861)
  %863 = call noundef i32 @_ZL8ref_castI1R1VEiRT0_(ptr noundef nonnull align 4 dereferenceable(8) %862)
  %864 = load i32, ptr %33, align 4
  %865 = add nsw i32 %864, %863
  store i32 %865, ptr %33, align 4
  %866 = call i32 (ptr, ...) @printf(ptr noundef @.str.88)
  %867 = call noundef ptr @_ZL6opaqueI1LEPT_S2_(ptr noundef %32)
  %868 = call noundef i32 @_ZL8ref_castI1R1LEiRT0_(ptr noundef nonnull align 4 dereferenceable(8) %867)
  %869 = load i32, ptr %33, align 4
  %870 = add nsw i32 %869, %868
  store i32 %870, ptr %33, align 4
  %871 = call i32 (ptr, ...) @printf(ptr noundef @.str.89)
  %872 = icmp eq ptr %32, null
  br i1 %872, label %878, label %873

873:                                              ; preds = %860
  %874 = load ptr, ptr %32, align 4
  %875 = getelementptr i8, ptr %874, i64 -12
  %876 = load i32, ptr %875, align 4
  %877 = getelementptr inbounds i8, ptr %32, i32 %876
  br label %878

878:                                              ; preds = %873, %860
  %879 = phi ptr [ %877, %873 ], [ null, %860 ]
  %880 = call noundef ptr @_ZL6opaqueI1VEPT_S2_(ptr noundef %879)
  %881 = call noundef i32 @_ZL8ref_castI1M1VEiRT0_(ptr noundef nonnull align 4 dereferenceable(8) %880)
  %882 = load i32, ptr %33, align 4
  %883 = add nsw i32 %882, %881
  store i32 %883, ptr %33, align 4
  call void @_ZN1CC2Ev(ptr noundef nonnull align 4 dereferenceable(16) %34) #8
  store ptr %34, ptr @_ZL5whole, align 4
  %884 = call i32 (ptr, ...) @printf(ptr noundef @.str.90)
  %885 = call noundef ptr @_ZL6opaqueI1AEPT_S2_(ptr noundef %34)
  %886 = call noundef i32 @_ZL8ref_castI3Sib1AEiRT0_(ptr noundef nonnull align 4 dereferenceable(8) %885)
  %887 = load i32, ptr %33, align 4
  %888 = add nsw i32 %887, %886
  store i32 %888, ptr %33, align 4
  %889 = call i32 (ptr, ...) @printf(ptr noundef @.str.91)
  %890 = call noundef ptr @_ZL6opaqueI1AEPT_S2_(ptr noundef %34)
  %891 = call noundef i32 @_ZL8ref_castI3Fin1AEiRT0_(ptr noundef nonnull align 4 dereferenceable(8) %890)
  %892 = load i32, ptr %33, align 4
  %893 = add nsw i32 %892, %891
  store i32 %893, ptr %33, align 4
  %894 = call i32 (ptr, ...) @printf(ptr noundef @.str.92)
  %895 = call noundef ptr @_ZL6opaqueI1AEPT_S2_(ptr noundef %34)
  %896 = call noundef i32 @_ZL8ref_castI1X1AEiRT0_(ptr noundef nonnull align 4 dereferenceable(8) %895)
  %897 = load i32, ptr %33, align 4
  %898 = add nsw i32 %897, %896
  store i32 %898, ptr %33, align 4
  %899 = call i32 (ptr, ...) @printf(ptr noundef @.str.93)
  %900 = call noundef ptr @_ZL6opaqueI1AEPT_S2_(ptr noundef %34)
  %901 = call noundef i32 @_ZL8ref_castIK1C1AEiRT0_(ptr noundef nonnull align 4 dereferenceable(8) %900)
  %902 = load i32, ptr %33, align 4
  %903 = add nsw i32 %902, %901
  store i32 %903, ptr %33, align 4
  %904 = load i32, ptr %33, align 4
  %905 = call i32 (ptr, ...) @printf(ptr noundef @.str.94, i32 noundef %904)
  %906 = invoke noundef ptr @_ZL6opaqueI1AEPT_S2_(ptr noundef %34)
          to label %907 unwind label %918

907:                                              ; preds = %878
  %908 = call ptr @__dynamic_cast(ptr %906, ptr @_ZTI1A, ptr @_ZTI3Sib, i32 0) #8
  %909 = icmp eq ptr %908, null
  br i1 %909, label %910, label %912

910:                                              ; preds = %907
  invoke void @__cxa_bad_cast() #9
          to label %911 unwind label %918

911:                                              ; preds = %910
  unreachable

912:                                              ; preds = %907
  store ptr %908, ptr %35, align 4
  %913 = load ptr, ptr %35, align 4
  %914 = getelementptr inbounds %struct.Sib, ptr %913, i32 0, i32 1
  %915 = load i32, ptr %914, align 4
  %916 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.95, i32 noundef %915)
          to label %917 unwind label %918

917:                                              ; preds = %912
  br label %936

918:                                              ; preds = %912, %910, %878
  %919 = landingpad { ptr, i32 }
          catch ptr @_ZTISt9exception
  %920 = extractvalue { ptr, i32 } %919, 0
  store ptr %920, ptr %36, align 4
  %921 = extractvalue { ptr, i32 } %919, 1
  store i32 %921, ptr %37, align 4
  br label %922

922:                                              ; preds = %918
  %923 = load i32, ptr %37, align 4
  %924 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTISt9exception) #8
  %925 = icmp eq i32 %923, %924
  br i1 %925, label %926, label %942

926:                                              ; preds = %922
  %927 = load ptr, ptr %36, align 4
  %928 = call ptr @__cxa_begin_catch(ptr %927) #8
  store ptr %928, ptr %38, align 4
  %929 = load ptr, ptr %38, align 4
  %930 = load ptr, ptr %929, align 4
  %931 = getelementptr inbounds ptr, ptr %930, i64 2
  %932 = load ptr, ptr %931, align 4
  %933 = call noundef ptr %932(ptr noundef nonnull align 4 dereferenceable(4) %929) #8
  %934 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.96, ptr noundef %933)
          to label %935 unwind label %937

935:                                              ; preds = %926
  call void @__cxa_end_catch()
  br label %936

936:                                              ; preds = %935, %917
  ret i32 0

937:                                              ; preds = %926
  %938 = landingpad { ptr, i32 }
          cleanup
  %939 = extractvalue { ptr, i32 } %938, 0
  store ptr %939, ptr %36, align 4
  %940 = extractvalue { ptr, i32 } %938, 1
  store i32 %940, ptr %37, align 4
  invoke void @__cxa_end_catch()
          to label %941 unwind label %947

941:                                              ; preds = %937
  br label %942

942:                                              ; preds = %941, %922
  %943 = load ptr, ptr %36, align 4
  %944 = load i32, ptr %37, align 4
  %945 = insertvalue { ptr, i32 } poison, ptr %943, 0
  %946 = insertvalue { ptr, i32 } %945, i32 %944, 1
  resume { ptr, i32 } %946

947:                                              ; preds = %937
  %948 = landingpad { ptr, i32 }
          catch ptr null
  %949 = extractvalue { ptr, i32 } %948, 0
  call void @__clang_call_terminate(ptr %949) #10
  unreachable
}

declare i32 @printf(ptr noundef, ...) #3

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN1CC2Ev(ptr noundef nonnull align 4 dereferenceable(16) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  call void @_ZN1BC2Ev(ptr noundef nonnull align 4 dereferenceable(12) %3) #8
  store ptr getelementptr inbounds inrange(-8, 4) ({ [3 x ptr] }, ptr @_ZTV1C, i32 0, i32 0, i32 2), ptr %3, align 4
  %4 = getelementptr inbounds %struct.C, ptr %3, i32 0, i32 1
  store i32 3, ptr %4, align 4
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef ptr @_ZL6opaqueI1AEPT_S2_(ptr noundef %0) #1 {
  %2 = alloca ptr, align 4
  %3 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %4 = load ptr, ptr %2, align 4
  store volatile ptr %4, ptr %3, align 4
  %5 = load volatile ptr, ptr %3, align 4
  ret ptr %5
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @_ZL4showPKcPKv(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 4
  %4 = alloca ptr, align 4
  store ptr %0, ptr %3, align 4
  store ptr %1, ptr %4, align 4
  %5 = load ptr, ptr %4, align 4
  %6 = icmp ne ptr %5, null
  br i1 %6, label %10, label %7

7:                                                ; preds = %2
  %8 = load ptr, ptr %3, align 4
  %9 = call i32 (ptr, ...) @printf(ptr noundef @.str.101, ptr noundef %8)
  br label %18

10:                                               ; preds = %2
  %11 = load ptr, ptr %3, align 4
  %12 = load ptr, ptr %4, align 4
  %13 = load ptr, ptr @_ZL5whole, align 4
  %14 = ptrtoint ptr %12 to i32
  %15 = ptrtoint ptr %13 to i32
  %16 = sub i32 %14, %15
  %17 = call i32 (ptr, ...) @printf(ptr noundef @.str.102, ptr noundef %11, i32 noundef %16)
  br label %18

18:                                               ; preds = %10, %7
  ret void
}

; Function Attrs: nounwind willreturn memory(read)
declare ptr @__dynamic_cast(ptr, ptr, ptr, i32) #4

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef ptr @_ZL6opaqueI1BEPT_S2_(ptr noundef %0) #1 {
  %2 = alloca ptr, align 4
  %3 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %4 = load ptr, ptr %2, align 4
  store volatile ptr %4, ptr %3, align 4
  %5 = load volatile ptr, ptr %3, align 4
  ret ptr %5
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN1BC2Ev(ptr noundef nonnull align 4 dereferenceable(12) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  call void @_ZN1AC2Ev(ptr noundef nonnull align 4 dereferenceable(8) %3) #8
  store ptr getelementptr inbounds inrange(-8, 4) ({ [3 x ptr] }, ptr @_ZTV1B, i32 0, i32 0, i32 2), ptr %3, align 4
  %4 = getelementptr inbounds %struct.B, ptr %3, i32 0, i32 1
  store i32 2, ptr %4, align 4
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN3FinC2Ev(ptr noundef nonnull align 4 dereferenceable(16) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  call void @_ZN1BC2Ev(ptr noundef nonnull align 4 dereferenceable(12) %3) #8
  store ptr getelementptr inbounds inrange(-8, 4) ({ [3 x ptr] }, ptr @_ZTV3Fin, i32 0, i32 0, i32 2), ptr %3, align 4
  %4 = getelementptr inbounds %struct.Fin, ptr %3, i32 0, i32 1
  store i32 5, ptr %4, align 4
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN2XYC2Ev(ptr noundef nonnull align 4 dereferenceable(20) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  call void @_ZN1XC2Ev(ptr noundef nonnull align 4 dereferenceable(8) %3) #8
  %4 = getelementptr inbounds i8, ptr %3, i32 8
  call void @_ZN1YC2Ev(ptr noundef nonnull align 4 dereferenceable(8) %4) #8
  store ptr getelementptr inbounds inrange(-8, 4) ({ [3 x ptr], [3 x ptr] }, ptr @_ZTV2XY, i32 0, i32 0, i32 2), ptr %3, align 4
  %5 = getelementptr inbounds i8, ptr %3, i32 8
  store ptr getelementptr inbounds inrange(-8, 4) ({ [3 x ptr], [3 x ptr] }, ptr @_ZTV2XY, i32 0, i32 1, i32 2), ptr %5, align 4
  %6 = getelementptr inbounds %struct.XY, ptr %3, i32 0, i32 2
  store i32 8, ptr %6, align 4
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef ptr @_ZL6opaqueI1XEPT_S2_(ptr noundef %0) #1 {
  %2 = alloca ptr, align 4
  %3 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %4 = load ptr, ptr %2, align 4
  store volatile ptr %4, ptr %3, align 4
  %5 = load volatile ptr, ptr %3, align 4
  ret ptr %5
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef ptr @_ZL6opaqueI1YEPT_S2_(ptr noundef %0) #1 {
  %2 = alloca ptr, align 4
  %3 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %4 = load ptr, ptr %2, align 4
  store volatile ptr %4, ptr %3, align 4
  %5 = load volatile ptr, ptr %3, align 4
  ret ptr %5
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef ptr @_ZL6opaqueIK1YEPT_S3_(ptr noundef %0) #1 {
  %2 = alloca ptr, align 4
  %3 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %4 = load ptr, ptr %2, align 4
  store volatile ptr %4, ptr %3, align 4
  %5 = load volatile ptr, ptr %3, align 4
  ret ptr %5
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN1DC1Ev(ptr noundef nonnull align 4 dereferenceable(20) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds i8, ptr %3, i32 20
  call void @_ZN1VC2Ev(ptr noundef nonnull align 4 dereferenceable(8) %4) #8
  call void @_ZN1LC2Ev(ptr noundef nonnull align 4 dereferenceable(8) %3, ptr noundef getelementptr inbounds ([7 x ptr], ptr @_ZTT1D, i64 0, i64 1)) #8
  %5 = getelementptr inbounds i8, ptr %3, i32 8
  call void @_ZN1RC2Ev(ptr noundef nonnull align 4 dereferenceable(8) %5, ptr noundef getelementptr inbounds ([7 x ptr], ptr @_ZTT1D, i64 0, i64 3)) #8
  store ptr getelementptr inbounds inrange(-12, 0) ({ [3 x ptr], [3 x ptr], [4 x ptr] }, ptr @_ZTV1D, i32 0, i32 0, i32 3), ptr %3, align 4
  %6 = getelementptr inbounds i8, ptr %3, i32 20
  store ptr getelementptr inbounds inrange(-12, 4) ({ [3 x ptr], [3 x ptr], [4 x ptr] }, ptr @_ZTV1D, i32 0, i32 2, i32 3), ptr %6, align 4
  %7 = getelementptr inbounds i8, ptr %3, i32 8
  store ptr getelementptr inbounds inrange(-12, 0) ({ [3 x ptr], [3 x ptr], [4 x ptr] }, ptr @_ZTV1D, i32 0, i32 1, i32 3), ptr %7, align 4
  %8 = getelementptr inbounds %struct.D, ptr %3, i32 0, i32 2
  store i32 13, ptr %8, align 4
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef ptr @_ZL6opaqueI1VEPT_S2_(ptr noundef %0) #1 {
  %2 = alloca ptr, align 4
  %3 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %4 = load ptr, ptr %2, align 4
  store volatile ptr %4, ptr %3, align 4
  %5 = load volatile ptr, ptr %3, align 4
  ret ptr %5
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef ptr @_ZL6opaqueI1LEPT_S2_(ptr noundef %0) #1 {
  %2 = alloca ptr, align 4
  %3 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %4 = load ptr, ptr %2, align 4
  store volatile ptr %4, ptr %3, align 4
  %5 = load volatile ptr, ptr %3, align 4
  ret ptr %5
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef ptr @_ZL6opaqueI1REPT_S2_(ptr noundef %0) #1 {
  %2 = alloca ptr, align 4
  %3 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %4 = load ptr, ptr %2, align 4
  store volatile ptr %4, ptr %3, align 4
  %5 = load volatile ptr, ptr %3, align 4
  ret ptr %5
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN1LC1Ev(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds i8, ptr %3, i32 8
  call void @_ZN1VC2Ev(ptr noundef nonnull align 4 dereferenceable(8) %4) #8
  store ptr getelementptr inbounds inrange(-12, 0) ({ [3 x ptr], [4 x ptr] }, ptr @_ZTV1L, i32 0, i32 0, i32 3), ptr %3, align 4
  %5 = getelementptr inbounds i8, ptr %3, i32 8
  store ptr getelementptr inbounds inrange(-12, 4) ({ [3 x ptr], [4 x ptr] }, ptr @_ZTV1L, i32 0, i32 1, i32 3), ptr %5, align 4
  %6 = getelementptr inbounds %struct.L, ptr %3, i32 0, i32 1
  store i32 11, ptr %6, align 4
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN2D2C1Ev(ptr noundef nonnull align 4 dereferenceable(20) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds i8, ptr %3, i32 28
  call void @_ZN1VC2Ev(ptr noundef nonnull align 4 dereferenceable(8) %4) #8
  %5 = getelementptr inbounds i8, ptr %3, i32 20
  call void @_ZN1LC2Ev(ptr noundef nonnull align 4 dereferenceable(8) %5, ptr noundef getelementptr inbounds ([16 x ptr], ptr @_ZTT2D2, i64 0, i64 12)) #8
  %6 = getelementptr inbounds i8, ptr %3, i32 36
  call void @_ZN1RC2Ev(ptr noundef nonnull align 4 dereferenceable(8) %6, ptr noundef getelementptr inbounds ([16 x ptr], ptr @_ZTT2D2, i64 0, i64 14)) #8
  call void @_ZN2L2C2Ev(ptr noundef nonnull align 4 dereferenceable(8) %3, ptr noundef getelementptr inbounds ([16 x ptr], ptr @_ZTT2D2, i64 0, i64 1)) #8
  %7 = getelementptr inbounds i8, ptr %3, i32 8
  call void @_ZN2R2C2Ev(ptr noundef nonnull align 4 dereferenceable(8) %7, ptr noundef getelementptr inbounds ([16 x ptr], ptr @_ZTT2D2, i64 0, i64 4)) #8
  store ptr getelementptr inbounds inrange(-20, 0) ({ [5 x ptr], [5 x ptr], [3 x ptr], [4 x ptr], [3 x ptr] }, ptr @_ZTV2D2, i32 0, i32 0, i32 5), ptr %3, align 4
  %8 = getelementptr inbounds i8, ptr %3, i32 20
  store ptr getelementptr inbounds inrange(-12, 0) ({ [5 x ptr], [5 x ptr], [3 x ptr], [4 x ptr], [3 x ptr] }, ptr @_ZTV2D2, i32 0, i32 2, i32 3), ptr %8, align 4
  %9 = getelementptr inbounds i8, ptr %3, i32 28
  store ptr getelementptr inbounds inrange(-12, 4) ({ [5 x ptr], [5 x ptr], [3 x ptr], [4 x ptr], [3 x ptr] }, ptr @_ZTV2D2, i32 0, i32 3, i32 3), ptr %9, align 4
  %10 = getelementptr inbounds i8, ptr %3, i32 8
  store ptr getelementptr inbounds inrange(-20, 0) ({ [5 x ptr], [5 x ptr], [3 x ptr], [4 x ptr], [3 x ptr] }, ptr @_ZTV2D2, i32 0, i32 1, i32 5), ptr %10, align 4
  %11 = getelementptr inbounds i8, ptr %3, i32 36
  store ptr getelementptr inbounds inrange(-12, 0) ({ [5 x ptr], [5 x ptr], [3 x ptr], [4 x ptr], [3 x ptr] }, ptr @_ZTV2D2, i32 0, i32 4, i32 3), ptr %11, align 4
  %12 = getelementptr inbounds %struct.D2, ptr %3, i32 0, i32 2
  store i32 18, ptr %12, align 4
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef ptr @_ZL6opaqueI2L2EPT_S2_(ptr noundef %0) #1 {
  %2 = alloca ptr, align 4
  %3 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %4 = load ptr, ptr %2, align 4
  store volatile ptr %4, ptr %3, align 4
  %5 = load volatile ptr, ptr %3, align 4
  ret ptr %5
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN1MC1Ev(ptr noundef nonnull align 4 dereferenceable(32) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds i8, ptr %3, i32 32
  call void @_ZN1VC2Ev(ptr noundef nonnull align 4 dereferenceable(8) %4) #8
  call void @_ZN1LC2Ev(ptr noundef nonnull align 4 dereferenceable(8) %3, ptr noundef getelementptr inbounds ([4 x ptr], ptr @_ZTT1M, i64 0, i64 1)) #8
  %5 = getelementptr inbounds i8, ptr %3, i32 8
  call void @_ZN2NVC2Ev(ptr noundef nonnull align 4 dereferenceable(12) %5) #8
  %6 = getelementptr inbounds i8, ptr %3, i32 20
  call void @_ZN1ZC2Ev(ptr noundef nonnull align 4 dereferenceable(8) %6) #8
  store ptr getelementptr inbounds inrange(-12, 0) ({ [3 x ptr], [3 x ptr], [3 x ptr], [4 x ptr] }, ptr @_ZTV1M, i32 0, i32 0, i32 3), ptr %3, align 4
  %7 = getelementptr inbounds i8, ptr %3, i32 32
  store ptr getelementptr inbounds inrange(-12, 4) ({ [3 x ptr], [3 x ptr], [3 x ptr], [4 x ptr] }, ptr @_ZTV1M, i32 0, i32 3, i32 3), ptr %7, align 4
  %8 = getelementptr inbounds i8, ptr %3, i32 8
  store ptr getelementptr inbounds inrange(-8, 4) ({ [3 x ptr], [3 x ptr], [3 x ptr], [4 x ptr] }, ptr @_ZTV1M, i32 0, i32 1, i32 2), ptr %8, align 4
  %9 = getelementptr inbounds i8, ptr %3, i32 20
  store ptr getelementptr inbounds inrange(-8, 4) ({ [3 x ptr], [3 x ptr], [3 x ptr], [4 x ptr] }, ptr @_ZTV1M, i32 0, i32 2, i32 2), ptr %9, align 4
  %10 = getelementptr inbounds %struct.M, ptr %3, i32 0, i32 3
  store i32 15, ptr %10, align 4
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef ptr @_ZL6opaqueI1ZEPT_S2_(ptr noundef %0) #1 {
  %2 = alloca ptr, align 4
  %3 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %4 = load ptr, ptr %2, align 4
  store volatile ptr %4, ptr %3, align 4
  %5 = load volatile ptr, ptr %3, align 4
  ret ptr %5
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef ptr @_ZL6opaqueI2NVEPT_S2_(ptr noundef %0) #1 {
  %2 = alloca ptr, align 4
  %3 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %4 = load ptr, ptr %2, align 4
  store volatile ptr %4, ptr %3, align 4
  %5 = load volatile ptr, ptr %3, align 4
  ret ptr %5
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN2AAC2Ev(ptr noundef nonnull align 4 dereferenceable(28) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  call void @_ZN2A1C2Ev(ptr noundef nonnull align 4 dereferenceable(12) %3) #8
  %4 = getelementptr inbounds i8, ptr %3, i32 12
  call void @_ZN2A2C2Ev(ptr noundef nonnull align 4 dereferenceable(12) %4) #8
  store ptr getelementptr inbounds inrange(-8, 4) ({ [3 x ptr], [3 x ptr] }, ptr @_ZTV2AA, i32 0, i32 0, i32 2), ptr %3, align 4
  %5 = getelementptr inbounds i8, ptr %3, i32 12
  store ptr getelementptr inbounds inrange(-8, 4) ({ [3 x ptr], [3 x ptr] }, ptr @_ZTV2AA, i32 0, i32 1, i32 2), ptr %5, align 4
  %6 = getelementptr inbounds %struct.AA, ptr %3, i32 0, i32 2
  store i32 21, ptr %6, align 4
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN3VPQC1Ev(ptr noundef nonnull align 4 dereferenceable(28) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds i8, ptr %3, i32 28
  call void @_ZN1VC2Ev(ptr noundef nonnull align 4 dereferenceable(8) %4) #8
  call void @_ZN2VPC2Ev(ptr noundef nonnull align 4 dereferenceable(12) %3, ptr noundef getelementptr inbounds ([11 x ptr], ptr @_ZTT3VPQ, i64 0, i64 1)) #8
  %5 = getelementptr inbounds i8, ptr %3, i32 12
  call void @_ZN2VQC2Ev(ptr noundef nonnull align 4 dereferenceable(12) %5, ptr noundef getelementptr inbounds ([11 x ptr], ptr @_ZTT3VPQ, i64 0, i64 5)) #8
  store ptr getelementptr inbounds inrange(-12, 0) ({ [3 x ptr], [3 x ptr], [4 x ptr] }, ptr @_ZTV3VPQ, i32 0, i32 0, i32 3), ptr %3, align 4
  %6 = getelementptr inbounds i8, ptr %3, i32 28
  store ptr getelementptr inbounds inrange(-12, 4) ({ [3 x ptr], [3 x ptr], [4 x ptr] }, ptr @_ZTV3VPQ, i32 0, i32 2, i32 3), ptr %6, align 4
  %7 = getelementptr inbounds i8, ptr %3, i32 12
  store ptr getelementptr inbounds inrange(-12, 0) ({ [3 x ptr], [3 x ptr], [4 x ptr] }, ptr @_ZTV3VPQ, i32 0, i32 1, i32 3), ptr %7, align 4
  %8 = getelementptr inbounds %struct.VPQ, ptr %3, i32 0, i32 2
  store i32 34, ptr %8, align 4
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef ptr @_ZL6opaqueI2VPEPT_S2_(ptr noundef %0) #1 {
  %2 = alloca ptr, align 4
  %3 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %4 = load ptr, ptr %2, align 4
  store volatile ptr %4, ptr %3, align 4
  %5 = load volatile ptr, ptr %3, align 4
  ret ptr %5
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN5PrivAC2Ev(ptr noundef nonnull align 4 dereferenceable(12) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  call void @_ZN1AC2Ev(ptr noundef nonnull align 4 dereferenceable(8) %3) #8
  store ptr getelementptr inbounds inrange(-8, 4) ({ [3 x ptr] }, ptr @_ZTV5PrivA, i32 0, i32 0, i32 2), ptr %3, align 4
  %4 = getelementptr inbounds %struct.PrivA, ptr %3, i32 0, i32 1
  store i32 22, ptr %4, align 4
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @_ZN5PrivA4as_aEv(ptr noundef nonnull align 4 dereferenceable(12) %0) #1 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  ret ptr %3
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN5ProtAC2Ev(ptr noundef nonnull align 4 dereferenceable(12) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  call void @_ZN1AC2Ev(ptr noundef nonnull align 4 dereferenceable(8) %3) #8
  store ptr getelementptr inbounds inrange(-8, 4) ({ [3 x ptr] }, ptr @_ZTV5ProtA, i32 0, i32 0, i32 2), ptr %3, align 4
  %4 = getelementptr inbounds %struct.ProtA, ptr %3, i32 0, i32 1
  store i32 23, ptr %4, align 4
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @_ZN5ProtA4as_aEv(ptr noundef nonnull align 4 dereferenceable(12) %0) #1 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  ret ptr %3
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN7HasPrivC2Ev(ptr noundef nonnull align 4 dereferenceable(24) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  call void @_ZN5PrivAC2Ev(ptr noundef nonnull align 4 dereferenceable(12) %3) #8
  %4 = getelementptr inbounds i8, ptr %3, i32 12
  call void @_ZN1XC2Ev(ptr noundef nonnull align 4 dereferenceable(8) %4) #8
  store ptr getelementptr inbounds inrange(-8, 4) ({ [3 x ptr], [3 x ptr] }, ptr @_ZTV7HasPriv, i32 0, i32 0, i32 2), ptr %3, align 4
  %5 = getelementptr inbounds i8, ptr %3, i32 12
  store ptr getelementptr inbounds inrange(-8, 4) ({ [3 x ptr], [3 x ptr] }, ptr @_ZTV7HasPriv, i32 0, i32 1, i32 2), ptr %5, align 4
  %6 = getelementptr inbounds %struct.HasPriv, ptr %3, i32 0, i32 2
  store i32 24, ptr %6, align 4
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN3PVDC1Ev(ptr noundef nonnull align 4 dereferenceable(12) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds i8, ptr %3, i32 12
  call void @_ZN1VC2Ev(ptr noundef nonnull align 4 dereferenceable(8) %4) #8
  call void @_ZN2PVC2Ev(ptr noundef nonnull align 4 dereferenceable(8) %3, ptr noundef getelementptr inbounds ([4 x ptr], ptr @_ZTT3PVD, i64 0, i64 1)) #8
  store ptr getelementptr inbounds inrange(-12, 0) ({ [3 x ptr], [4 x ptr] }, ptr @_ZTV3PVD, i32 0, i32 0, i32 3), ptr %3, align 4
  %5 = getelementptr inbounds i8, ptr %3, i32 12
  store ptr getelementptr inbounds inrange(-12, 4) ({ [3 x ptr], [4 x ptr] }, ptr @_ZTV3PVD, i32 0, i32 1, i32 3), ptr %5, align 4
  %6 = getelementptr inbounds %struct.PVD, ptr %3, i32 0, i32 1
  store i32 26, ptr %6, align 4
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @_ZN2PV4as_vEv(ptr noundef nonnull align 4 dereferenceable(8) %0) #1 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = load ptr, ptr %3, align 4
  %5 = getelementptr i8, ptr %4, i64 -12
  %6 = load i32, ptr %5, align 4
  %7 = getelementptr inbounds i8, ptr %3, i32 %6
  ret ptr %7
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN3PXYC2Ev(ptr noundef nonnull align 4 dereferenceable(24) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  call void @_ZN2PXC2Ev(ptr noundef nonnull align 4 dereferenceable(12) %3) #8
  %4 = getelementptr inbounds i8, ptr %3, i32 12
  call void @_ZN1YC2Ev(ptr noundef nonnull align 4 dereferenceable(8) %4) #8
  store ptr getelementptr inbounds inrange(-8, 4) ({ [3 x ptr], [3 x ptr] }, ptr @_ZTV3PXY, i32 0, i32 0, i32 2), ptr %3, align 4
  %5 = getelementptr inbounds i8, ptr %3, i32 12
  store ptr getelementptr inbounds inrange(-8, 4) ({ [3 x ptr], [3 x ptr] }, ptr @_ZTV3PXY, i32 0, i32 1, i32 2), ptr %5, align 4
  %6 = getelementptr inbounds %struct.PXY, ptr %3, i32 0, i32 2
  store i32 28, ptr %6, align 4
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @_ZN2PX4as_xEv(ptr noundef nonnull align 4 dereferenceable(12) %0) #1 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  ret ptr %3
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZN2CDC1Ev(ptr noundef nonnull align 4 dereferenceable(20) %0) unnamed_addr #0 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds i8, ptr %3, i32 20
  call void @_ZN1VC2Ev(ptr noundef nonnull align 4 dereferenceable(8) %4) #8
  call void @_ZN1ZC2Ev(ptr noundef nonnull align 4 dereferenceable(8) %3) #8
  %5 = getelementptr inbounds i8, ptr %3, i32 8
  call void @_ZN2CVC2Ev(ptr noundef nonnull align 4 dereferenceable(8) %5, ptr noundef getelementptr inbounds ([5 x ptr], ptr @_ZTT2CD, i64 0, i64 1))
  store ptr getelementptr inbounds inrange(-12, 4) ({ [4 x ptr], [3 x ptr], [4 x ptr] }, ptr @_ZTV2CD, i32 0, i32 0, i32 3), ptr %3, align 4
  %6 = getelementptr inbounds i8, ptr %3, i32 8
  store ptr getelementptr inbounds inrange(-12, 0) ({ [4 x ptr], [3 x ptr], [4 x ptr] }, ptr @_ZTV2CD, i32 0, i32 1, i32 3), ptr %6, align 4
  %7 = getelementptr inbounds i8, ptr %3, i32 20
  store ptr getelementptr inbounds inrange(-12, 4) ({ [4 x ptr], [3 x ptr], [4 x ptr] }, ptr @_ZTV2CD, i32 0, i32 2, i32 3), ptr %7, align 4
  %8 = getelementptr inbounds %struct.CD, ptr %3, i32 0, i32 2
  store i32 30, ptr %8, align 4
  ret void
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef i32 @_ZL8ref_castI1D1VEiRT0_(ptr noundef nonnull align 4 dereferenceable(8) %0) #0 personality ptr @__gxx_personality_v0 {
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 4
  %4 = alloca ptr, align 4
  %5 = alloca ptr, align 4
  %6 = alloca i32, align 4
  %7 = alloca ptr, align 4
  store ptr %0, ptr %3, align 4
  %8 = load ptr, ptr %3, align 4
  %9 = call ptr @__dynamic_cast(ptr %8, ptr @_ZTI1V, ptr @_ZTI1D, i32 -1) #8
  %10 = icmp eq ptr %9, null
  br i1 %10, label %11, label %13

11:                                               ; preds = %1
  invoke void @__cxa_bad_cast() #9
          to label %12 unwind label %16

12:                                               ; preds = %11
  unreachable

13:                                               ; preds = %1
  store ptr %9, ptr %4, align 4
  %14 = load ptr, ptr %4, align 4
  invoke void @_ZL4showPKcPKv(ptr noundef @.str.103, ptr noundef %14)
          to label %15 unwind label %16

15:                                               ; preds = %13
  store i32 1, ptr %2, align 4
  br label %40

16:                                               ; preds = %13, %11
  %17 = landingpad { ptr, i32 }
          catch ptr @_ZTISt8bad_cast
  %18 = extractvalue { ptr, i32 } %17, 0
  store ptr %18, ptr %5, align 4
  %19 = extractvalue { ptr, i32 } %17, 1
  store i32 %19, ptr %6, align 4
  br label %20

20:                                               ; preds = %16
  %21 = load i32, ptr %6, align 4
  %22 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTISt8bad_cast) #8
  %23 = icmp eq i32 %21, %22
  br i1 %23, label %24, label %42

24:                                               ; preds = %20
  %25 = load ptr, ptr %5, align 4
  %26 = call ptr @__cxa_begin_catch(ptr %25) #8
  store ptr %26, ptr %7, align 4
  %27 = load ptr, ptr %7, align 4
  %28 = load ptr, ptr %27, align 4
  %29 = getelementptr inbounds ptr, ptr %28, i64 2
  %30 = load ptr, ptr %29, align 4
  %31 = call noundef ptr %30(ptr noundef nonnull align 4 dereferenceable(4) %27) #8
  %32 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.104, ptr noundef %31)
          to label %33 unwind label %34

33:                                               ; preds = %24
  store i32 0, ptr %2, align 4
  call void @__cxa_end_catch()
  br label %40

34:                                               ; preds = %24
  %35 = landingpad { ptr, i32 }
          cleanup
  %36 = extractvalue { ptr, i32 } %35, 0
  store ptr %36, ptr %5, align 4
  %37 = extractvalue { ptr, i32 } %35, 1
  store i32 %37, ptr %6, align 4
  invoke void @__cxa_end_catch()
          to label %38 unwind label %47

38:                                               ; preds = %34
  br label %42

39:                                               ; No predecessors!
  call void @llvm.trap()
  unreachable

40:                                               ; preds = %33, %15
  %41 = load i32, ptr %2, align 4
  ret i32 %41

42:                                               ; preds = %38, %20
  %43 = load ptr, ptr %5, align 4
  %44 = load i32, ptr %6, align 4
  %45 = insertvalue { ptr, i32 } poison, ptr %43, 0
  %46 = insertvalue { ptr, i32 } %45, i32 %44, 1
  resume { ptr, i32 } %46

47:                                               ; preds = %34
  %48 = landingpad { ptr, i32 }
          catch ptr null
  %49 = extractvalue { ptr, i32 } %48, 0
  call void @__clang_call_terminate(ptr %49) #10
  unreachable
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef i32 @_ZL8ref_castI1R1VEiRT0_(ptr noundef nonnull align 4 dereferenceable(8) %0) #0 personality ptr @__gxx_personality_v0 {
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 4
  %4 = alloca ptr, align 4
  %5 = alloca ptr, align 4
  %6 = alloca i32, align 4
  %7 = alloca ptr, align 4
  store ptr %0, ptr %3, align 4
  %8 = load ptr, ptr %3, align 4
  %9 = call ptr @__dynamic_cast(ptr %8, ptr @_ZTI1V, ptr @_ZTI1R, i32 -1) #8
  %10 = icmp eq ptr %9, null
  br i1 %10, label %11, label %13

11:                                               ; preds = %1
  invoke void @__cxa_bad_cast() #9
          to label %12 unwind label %16

12:                                               ; preds = %11
  unreachable

13:                                               ; preds = %1
  store ptr %9, ptr %4, align 4
  %14 = load ptr, ptr %4, align 4
  invoke void @_ZL4showPKcPKv(ptr noundef @.str.103, ptr noundef %14)
          to label %15 unwind label %16

15:                                               ; preds = %13
  store i32 1, ptr %2, align 4
  br label %40

16:                                               ; preds = %13, %11
  %17 = landingpad { ptr, i32 }
          catch ptr @_ZTISt8bad_cast
  %18 = extractvalue { ptr, i32 } %17, 0
  store ptr %18, ptr %5, align 4
  %19 = extractvalue { ptr, i32 } %17, 1
  store i32 %19, ptr %6, align 4
  br label %20

20:                                               ; preds = %16
  %21 = load i32, ptr %6, align 4
  %22 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTISt8bad_cast) #8
  %23 = icmp eq i32 %21, %22
  br i1 %23, label %24, label %42

24:                                               ; preds = %20
  %25 = load ptr, ptr %5, align 4
  %26 = call ptr @__cxa_begin_catch(ptr %25) #8
  store ptr %26, ptr %7, align 4
  %27 = load ptr, ptr %7, align 4
  %28 = load ptr, ptr %27, align 4
  %29 = getelementptr inbounds ptr, ptr %28, i64 2
  %30 = load ptr, ptr %29, align 4
  %31 = call noundef ptr %30(ptr noundef nonnull align 4 dereferenceable(4) %27) #8
  %32 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.104, ptr noundef %31)
          to label %33 unwind label %34

33:                                               ; preds = %24
  store i32 0, ptr %2, align 4
  call void @__cxa_end_catch()
  br label %40

34:                                               ; preds = %24
  %35 = landingpad { ptr, i32 }
          cleanup
  %36 = extractvalue { ptr, i32 } %35, 0
  store ptr %36, ptr %5, align 4
  %37 = extractvalue { ptr, i32 } %35, 1
  store i32 %37, ptr %6, align 4
  invoke void @__cxa_end_catch()
          to label %38 unwind label %47

38:                                               ; preds = %34
  br label %42

39:                                               ; No predecessors!
  call void @llvm.trap()
  unreachable

40:                                               ; preds = %33, %15
  %41 = load i32, ptr %2, align 4
  ret i32 %41

42:                                               ; preds = %38, %20
  %43 = load ptr, ptr %5, align 4
  %44 = load i32, ptr %6, align 4
  %45 = insertvalue { ptr, i32 } poison, ptr %43, 0
  %46 = insertvalue { ptr, i32 } %45, i32 %44, 1
  resume { ptr, i32 } %46

47:                                               ; preds = %34
  %48 = landingpad { ptr, i32 }
          catch ptr null
  %49 = extractvalue { ptr, i32 } %48, 0
  call void @__clang_call_terminate(ptr %49) #10
  unreachable
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef i32 @_ZL8ref_castI1R1LEiRT0_(ptr noundef nonnull align 4 dereferenceable(8) %0) #0 personality ptr @__gxx_personality_v0 {
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 4
  %4 = alloca ptr, align 4
  %5 = alloca ptr, align 4
  %6 = alloca i32, align 4
  %7 = alloca ptr, align 4
  store ptr %0, ptr %3, align 4
  %8 = load ptr, ptr %3, align 4
  %9 = call ptr @__dynamic_cast(ptr %8, ptr @_ZTI1L, ptr @_ZTI1R, i32 -2) #8
  %10 = icmp eq ptr %9, null
  br i1 %10, label %11, label %13

11:                                               ; preds = %1
  invoke void @__cxa_bad_cast() #9
          to label %12 unwind label %16

12:                                               ; preds = %11
  unreachable

13:                                               ; preds = %1
  store ptr %9, ptr %4, align 4
  %14 = load ptr, ptr %4, align 4
  invoke void @_ZL4showPKcPKv(ptr noundef @.str.103, ptr noundef %14)
          to label %15 unwind label %16

15:                                               ; preds = %13
  store i32 1, ptr %2, align 4
  br label %40

16:                                               ; preds = %13, %11
  %17 = landingpad { ptr, i32 }
          catch ptr @_ZTISt8bad_cast
  %18 = extractvalue { ptr, i32 } %17, 0
  store ptr %18, ptr %5, align 4
  %19 = extractvalue { ptr, i32 } %17, 1
  store i32 %19, ptr %6, align 4
  br label %20

20:                                               ; preds = %16
  %21 = load i32, ptr %6, align 4
  %22 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTISt8bad_cast) #8
  %23 = icmp eq i32 %21, %22
  br i1 %23, label %24, label %42

24:                                               ; preds = %20
  %25 = load ptr, ptr %5, align 4
  %26 = call ptr @__cxa_begin_catch(ptr %25) #8
  store ptr %26, ptr %7, align 4
  %27 = load ptr, ptr %7, align 4
  %28 = load ptr, ptr %27, align 4
  %29 = getelementptr inbounds ptr, ptr %28, i64 2
  %30 = load ptr, ptr %29, align 4
  %31 = call noundef ptr %30(ptr noundef nonnull align 4 dereferenceable(4) %27) #8
  %32 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.104, ptr noundef %31)
          to label %33 unwind label %34

33:                                               ; preds = %24
  store i32 0, ptr %2, align 4
  call void @__cxa_end_catch()
  br label %40

34:                                               ; preds = %24
  %35 = landingpad { ptr, i32 }
          cleanup
  %36 = extractvalue { ptr, i32 } %35, 0
  store ptr %36, ptr %5, align 4
  %37 = extractvalue { ptr, i32 } %35, 1
  store i32 %37, ptr %6, align 4
  invoke void @__cxa_end_catch()
          to label %38 unwind label %47

38:                                               ; preds = %34
  br label %42

39:                                               ; No predecessors!
  call void @llvm.trap()
  unreachable

40:                                               ; preds = %33, %15
  %41 = load i32, ptr %2, align 4
  ret i32 %41

42:                                               ; preds = %38, %20
  %43 = load ptr, ptr %5, align 4
  %44 = load i32, ptr %6, align 4
  %45 = insertvalue { ptr, i32 } poison, ptr %43, 0
  %46 = insertvalue { ptr, i32 } %45, i32 %44, 1
  resume { ptr, i32 } %46

47:                                               ; preds = %34
  %48 = landingpad { ptr, i32 }
          catch ptr null
  %49 = extractvalue { ptr, i32 } %48, 0
  call void @__clang_call_terminate(ptr %49) #10
  unreachable
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef i32 @_ZL8ref_castI1M1VEiRT0_(ptr noundef nonnull align 4 dereferenceable(8) %0) #0 personality ptr @__gxx_personality_v0 {
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 4
  %4 = alloca ptr, align 4
  %5 = alloca ptr, align 4
  %6 = alloca i32, align 4
  %7 = alloca ptr, align 4
  store ptr %0, ptr %3, align 4
  %8 = load ptr, ptr %3, align 4
  %9 = call ptr @__dynamic_cast(ptr %8, ptr @_ZTI1V, ptr @_ZTI1M, i32 -1) #8
  %10 = icmp eq ptr %9, null
  br i1 %10, label %11, label %13

11:                                               ; preds = %1
  invoke void @__cxa_bad_cast() #9
          to label %12 unwind label %16

12:                                               ; preds = %11
  unreachable

13:                                               ; preds = %1
  store ptr %9, ptr %4, align 4
  %14 = load ptr, ptr %4, align 4
  invoke void @_ZL4showPKcPKv(ptr noundef @.str.103, ptr noundef %14)
          to label %15 unwind label %16

15:                                               ; preds = %13
  store i32 1, ptr %2, align 4
  br label %40

16:                                               ; preds = %13, %11
  %17 = landingpad { ptr, i32 }
          catch ptr @_ZTISt8bad_cast
  %18 = extractvalue { ptr, i32 } %17, 0
  store ptr %18, ptr %5, align 4
  %19 = extractvalue { ptr, i32 } %17, 1
  store i32 %19, ptr %6, align 4
  br label %20

20:                                               ; preds = %16
  %21 = load i32, ptr %6, align 4
  %22 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTISt8bad_cast) #8
  %23 = icmp eq i32 %21, %22
  br i1 %23, label %24, label %42

24:                                               ; preds = %20
  %25 = load ptr, ptr %5, align 4
  %26 = call ptr @__cxa_begin_catch(ptr %25) #8
  store ptr %26, ptr %7, align 4
  %27 = load ptr, ptr %7, align 4
  %28 = load ptr, ptr %27, align 4
  %29 = getelementptr inbounds ptr, ptr %28, i64 2
  %30 = load ptr, ptr %29, align 4
  %31 = call noundef ptr %30(ptr noundef nonnull align 4 dereferenceable(4) %27) #8
  %32 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.104, ptr noundef %31)
          to label %33 unwind label %34

33:                                               ; preds = %24
  store i32 0, ptr %2, align 4
  call void @__cxa_end_catch()
  br label %40

34:                                               ; preds = %24
  %35 = landingpad { ptr, i32 }
          cleanup
  %36 = extractvalue { ptr, i32 } %35, 0
  store ptr %36, ptr %5, align 4
  %37 = extractvalue { ptr, i32 } %35, 1
  store i32 %37, ptr %6, align 4
  invoke void @__cxa_end_catch()
          to label %38 unwind label %47

38:                                               ; preds = %34
  br label %42

39:                                               ; No predecessors!
  call void @llvm.trap()
  unreachable

40:                                               ; preds = %33, %15
  %41 = load i32, ptr %2, align 4
  ret i32 %41

42:                                               ; preds = %38, %20
  %43 = load ptr, ptr %5, align 4
  %44 = load i32, ptr %6, align 4
  %45 = insertvalue { ptr, i32 } poison, ptr %43, 0
  %46 = insertvalue { ptr, i32 } %45, i32 %44, 1
  resume { ptr, i32 } %46

47:                                               ; preds = %34
  %48 = landingpad { ptr, i32 }
          catch ptr null
  %49 = extractvalue { ptr, i32 } %48, 0
  call void @__clang_call_terminate(ptr %49) #10
  unreachable
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef i32 @_ZL8ref_castI3Sib1AEiRT0_(ptr noundef nonnull align 4 dereferenceable(8) %0) #0 personality ptr @__gxx_personality_v0 {
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 4
  %4 = alloca ptr, align 4
  %5 = alloca ptr, align 4
  %6 = alloca i32, align 4
  %7 = alloca ptr, align 4
  store ptr %0, ptr %3, align 4
  %8 = load ptr, ptr %3, align 4
  %9 = call ptr @__dynamic_cast(ptr %8, ptr @_ZTI1A, ptr @_ZTI3Sib, i32 0) #8
  %10 = icmp eq ptr %9, null
  br i1 %10, label %11, label %13

11:                                               ; preds = %1
  invoke void @__cxa_bad_cast() #9
          to label %12 unwind label %16

12:                                               ; preds = %11
  unreachable

13:                                               ; preds = %1
  store ptr %9, ptr %4, align 4
  %14 = load ptr, ptr %4, align 4
  invoke void @_ZL4showPKcPKv(ptr noundef @.str.103, ptr noundef %14)
          to label %15 unwind label %16

15:                                               ; preds = %13
  store i32 1, ptr %2, align 4
  br label %40

16:                                               ; preds = %13, %11
  %17 = landingpad { ptr, i32 }
          catch ptr @_ZTISt8bad_cast
  %18 = extractvalue { ptr, i32 } %17, 0
  store ptr %18, ptr %5, align 4
  %19 = extractvalue { ptr, i32 } %17, 1
  store i32 %19, ptr %6, align 4
  br label %20

20:                                               ; preds = %16
  %21 = load i32, ptr %6, align 4
  %22 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTISt8bad_cast) #8
  %23 = icmp eq i32 %21, %22
  br i1 %23, label %24, label %42

24:                                               ; preds = %20
  %25 = load ptr, ptr %5, align 4
  %26 = call ptr @__cxa_begin_catch(ptr %25) #8
  store ptr %26, ptr %7, align 4
  %27 = load ptr, ptr %7, align 4
  %28 = load ptr, ptr %27, align 4
  %29 = getelementptr inbounds ptr, ptr %28, i64 2
  %30 = load ptr, ptr %29, align 4
  %31 = call noundef ptr %30(ptr noundef nonnull align 4 dereferenceable(4) %27) #8
  %32 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.104, ptr noundef %31)
          to label %33 unwind label %34

33:                                               ; preds = %24
  store i32 0, ptr %2, align 4
  call void @__cxa_end_catch()
  br label %40

34:                                               ; preds = %24
  %35 = landingpad { ptr, i32 }
          cleanup
  %36 = extractvalue { ptr, i32 } %35, 0
  store ptr %36, ptr %5, align 4
  %37 = extractvalue { ptr, i32 } %35, 1
  store i32 %37, ptr %6, align 4
  invoke void @__cxa_end_catch()
          to label %38 unwind label %47

38:                                               ; preds = %34
  br label %42

39:                                               ; No predecessors!
  call void @llvm.trap()
  unreachable

40:                                               ; preds = %33, %15
  %41 = load i32, ptr %2, align 4
  ret i32 %41

42:                                               ; preds = %38, %20
  %43 = load ptr, ptr %5, align 4
  %44 = load i32, ptr %6, align 4
  %45 = insertvalue { ptr, i32 } poison, ptr %43, 0
  %46 = insertvalue { ptr, i32 } %45, i32 %44, 1
  resume { ptr, i32 } %46

47:                                               ; preds = %34
  %48 = landingpad { ptr, i32 }
          catch ptr null
  %49 = extractvalue { ptr, i32 } %48, 0
  call void @__clang_call_terminate(ptr %49) #10
  unreachable
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef i32 @_ZL8ref_castI3Fin1AEiRT0_(ptr noundef nonnull align 4 dereferenceable(8) %0) #0 personality ptr @__gxx_personality_v0 {
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 4
  %4 = alloca ptr, align 4
  %5 = alloca ptr, align 4
  %6 = alloca i32, align 4
  %7 = alloca ptr, align 4
  store ptr %0, ptr %3, align 4
  %8 = load ptr, ptr %3, align 4
  %9 = call ptr @__dynamic_cast(ptr %8, ptr @_ZTI1A, ptr @_ZTI3Fin, i32 0) #8
  %10 = icmp eq ptr %9, null
  br i1 %10, label %11, label %13

11:                                               ; preds = %1
  invoke void @__cxa_bad_cast() #9
          to label %12 unwind label %16

12:                                               ; preds = %11
  unreachable

13:                                               ; preds = %1
  store ptr %9, ptr %4, align 4
  %14 = load ptr, ptr %4, align 4
  invoke void @_ZL4showPKcPKv(ptr noundef @.str.103, ptr noundef %14)
          to label %15 unwind label %16

15:                                               ; preds = %13
  store i32 1, ptr %2, align 4
  br label %40

16:                                               ; preds = %13, %11
  %17 = landingpad { ptr, i32 }
          catch ptr @_ZTISt8bad_cast
  %18 = extractvalue { ptr, i32 } %17, 0
  store ptr %18, ptr %5, align 4
  %19 = extractvalue { ptr, i32 } %17, 1
  store i32 %19, ptr %6, align 4
  br label %20

20:                                               ; preds = %16
  %21 = load i32, ptr %6, align 4
  %22 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTISt8bad_cast) #8
  %23 = icmp eq i32 %21, %22
  br i1 %23, label %24, label %42

24:                                               ; preds = %20
  %25 = load ptr, ptr %5, align 4
  %26 = call ptr @__cxa_begin_catch(ptr %25) #8
  store ptr %26, ptr %7, align 4
  %27 = load ptr, ptr %7, align 4
  %28 = load ptr, ptr %27, align 4
  %29 = getelementptr inbounds ptr, ptr %28, i64 2
  %30 = load ptr, ptr %29, align 4
  %31 = call noundef ptr %30(ptr noundef nonnull align 4 dereferenceable(4) %27) #8
  %32 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.104, ptr noundef %31)
          to label %33 unwind label %34

33:                                               ; preds = %24
  store i32 0, ptr %2, align 4
  call void @__cxa_end_catch()
  br label %40

34:                                               ; preds = %24
  %35 = landingpad { ptr, i32 }
          cleanup
  %36 = extractvalue { ptr, i32 } %35, 0
  store ptr %36, ptr %5, align 4
  %37 = extractvalue { ptr, i32 } %35, 1
  store i32 %37, ptr %6, align 4
  invoke void @__cxa_end_catch()
          to label %38 unwind label %47

38:                                               ; preds = %34
  br label %42

39:                                               ; No predecessors!
  call void @llvm.trap()
  unreachable

40:                                               ; preds = %33, %15
  %41 = load i32, ptr %2, align 4
  ret i32 %41

42:                                               ; preds = %38, %20
  %43 = load ptr, ptr %5, align 4
  %44 = load i32, ptr %6, align 4
  %45 = insertvalue { ptr, i32 } poison, ptr %43, 0
  %46 = insertvalue { ptr, i32 } %45, i32 %44, 1
  resume { ptr, i32 } %46

47:                                               ; preds = %34
  %48 = landingpad { ptr, i32 }
          catch ptr null
  %49 = extractvalue { ptr, i32 } %48, 0
  call void @__clang_call_terminate(ptr %49) #10
  unreachable
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef i32 @_ZL8ref_castI1X1AEiRT0_(ptr noundef nonnull align 4 dereferenceable(8) %0) #0 personality ptr @__gxx_personality_v0 {
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 4
  %4 = alloca ptr, align 4
  %5 = alloca ptr, align 4
  %6 = alloca i32, align 4
  %7 = alloca ptr, align 4
  store ptr %0, ptr %3, align 4
  %8 = load ptr, ptr %3, align 4
  %9 = call ptr @__dynamic_cast(ptr %8, ptr @_ZTI1A, ptr @_ZTI1X, i32 -2) #8
  %10 = icmp eq ptr %9, null
  br i1 %10, label %11, label %13

11:                                               ; preds = %1
  invoke void @__cxa_bad_cast() #9
          to label %12 unwind label %16

12:                                               ; preds = %11
  unreachable

13:                                               ; preds = %1
  store ptr %9, ptr %4, align 4
  %14 = load ptr, ptr %4, align 4
  invoke void @_ZL4showPKcPKv(ptr noundef @.str.103, ptr noundef %14)
          to label %15 unwind label %16

15:                                               ; preds = %13
  store i32 1, ptr %2, align 4
  br label %40

16:                                               ; preds = %13, %11
  %17 = landingpad { ptr, i32 }
          catch ptr @_ZTISt8bad_cast
  %18 = extractvalue { ptr, i32 } %17, 0
  store ptr %18, ptr %5, align 4
  %19 = extractvalue { ptr, i32 } %17, 1
  store i32 %19, ptr %6, align 4
  br label %20

20:                                               ; preds = %16
  %21 = load i32, ptr %6, align 4
  %22 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTISt8bad_cast) #8
  %23 = icmp eq i32 %21, %22
  br i1 %23, label %24, label %42

24:                                               ; preds = %20
  %25 = load ptr, ptr %5, align 4
  %26 = call ptr @__cxa_begin_catch(ptr %25) #8
  store ptr %26, ptr %7, align 4
  %27 = load ptr, ptr %7, align 4
  %28 = load ptr, ptr %27, align 4
  %29 = getelementptr inbounds ptr, ptr %28, i64 2
  %30 = load ptr, ptr %29, align 4
  %31 = call noundef ptr %30(ptr noundef nonnull align 4 dereferenceable(4) %27) #8
  %32 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.104, ptr noundef %31)
          to label %33 unwind label %34

33:                                               ; preds = %24
  store i32 0, ptr %2, align 4
  call void @__cxa_end_catch()
  br label %40

34:                                               ; preds = %24
  %35 = landingpad { ptr, i32 }
          cleanup
  %36 = extractvalue { ptr, i32 } %35, 0
  store ptr %36, ptr %5, align 4
  %37 = extractvalue { ptr, i32 } %35, 1
  store i32 %37, ptr %6, align 4
  invoke void @__cxa_end_catch()
          to label %38 unwind label %47

38:                                               ; preds = %34
  br label %42

39:                                               ; No predecessors!
  call void @llvm.trap()
  unreachable

40:                                               ; preds = %33, %15
  %41 = load i32, ptr %2, align 4
  ret i32 %41

42:                                               ; preds = %38, %20
  %43 = load ptr, ptr %5, align 4
  %44 = load i32, ptr %6, align 4
  %45 = insertvalue { ptr, i32 } poison, ptr %43, 0
  %46 = insertvalue { ptr, i32 } %45, i32 %44, 1
  resume { ptr, i32 } %46

47:                                               ; preds = %34
  %48 = landingpad { ptr, i32 }
          catch ptr null
  %49 = extractvalue { ptr, i32 } %48, 0
  call void @__clang_call_terminate(ptr %49) #10
  unreachable
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef i32 @_ZL8ref_castIK1C1AEiRT0_(ptr noundef nonnull align 4 dereferenceable(8) %0) #0 personality ptr @__gxx_personality_v0 {
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 4
  %4 = alloca ptr, align 4
  %5 = alloca ptr, align 4
  %6 = alloca i32, align 4
  %7 = alloca ptr, align 4
  store ptr %0, ptr %3, align 4
  %8 = load ptr, ptr %3, align 4
  %9 = call ptr @__dynamic_cast(ptr %8, ptr @_ZTI1A, ptr @_ZTI1C, i32 0) #8
  %10 = icmp eq ptr %9, null
  br i1 %10, label %11, label %13

11:                                               ; preds = %1
  invoke void @__cxa_bad_cast() #9
          to label %12 unwind label %16

12:                                               ; preds = %11
  unreachable

13:                                               ; preds = %1
  store ptr %9, ptr %4, align 4
  %14 = load ptr, ptr %4, align 4
  invoke void @_ZL4showPKcPKv(ptr noundef @.str.103, ptr noundef %14)
          to label %15 unwind label %16

15:                                               ; preds = %13
  store i32 1, ptr %2, align 4
  br label %40

16:                                               ; preds = %13, %11
  %17 = landingpad { ptr, i32 }
          catch ptr @_ZTISt8bad_cast
  %18 = extractvalue { ptr, i32 } %17, 0
  store ptr %18, ptr %5, align 4
  %19 = extractvalue { ptr, i32 } %17, 1
  store i32 %19, ptr %6, align 4
  br label %20

20:                                               ; preds = %16
  %21 = load i32, ptr %6, align 4
  %22 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTISt8bad_cast) #8
  %23 = icmp eq i32 %21, %22
  br i1 %23, label %24, label %42

24:                                               ; preds = %20
  %25 = load ptr, ptr %5, align 4
  %26 = call ptr @__cxa_begin_catch(ptr %25) #8
  store ptr %26, ptr %7, align 4
  %27 = load ptr, ptr %7, align 4
  %28 = load ptr, ptr %27, align 4
  %29 = getelementptr inbounds ptr, ptr %28, i64 2
  %30 = load ptr, ptr %29, align 4
  %31 = call noundef ptr %30(ptr noundef nonnull align 4 dereferenceable(4) %27) #8
  %32 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.104, ptr noundef %31)
          to label %33 unwind label %34

33:                                               ; preds = %24
  store i32 0, ptr %2, align 4
  call void @__cxa_end_catch()
  br label %40

34:                                               ; preds = %24
  %35 = landingpad { ptr, i32 }
          cleanup
  %36 = extractvalue { ptr, i32 } %35, 0
  store ptr %36, ptr %5, align 4
  %37 = extractvalue { ptr, i32 } %35, 1
  store i32 %37, ptr %6, align 4
  invoke void @__cxa_end_catch()
          to label %38 unwind label %47

38:                                               ; preds = %34
  br label %42

39:                                               ; No predecessors!
  call void @llvm.trap()
  unreachable

40:                                               ; preds = %33, %15
  %41 = load i32, ptr %2, align 4
  ret i32 %41

42:                                               ; preds = %38, %20
  %43 = load ptr, ptr %5, align 4
  %44 = load i32, ptr %6, align 4
  %45 = insertvalue { ptr, i32 } poison, ptr %43, 0
  %46 = insertvalue { ptr, i32 } %45, i32 %44, 1
  resume { ptr, i32 } %46

47:                                               ; preds = %34
  %48 = landingpad { ptr, i32 }
          catch ptr null
  %49 = extractvalue { ptr, i32 } %48, 0
  call void @__clang_call_terminate(ptr %49) #10
  unreachable
}

declare i32 @__gxx_personality_v0(...)

declare void @__cxa_bad_cast()

; Function Attrs: nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #5

declare ptr @__cxa_begin_catch(ptr)

declare void @__cxa_end_catch()

; Function Attrs: noinline noreturn nounwind uwtable
define linkonce_odr hidden void @__clang_call_terminate(ptr noundef %0) #6 comdat {
  %2 = call ptr @__cxa_begin_catch(ptr %0) #8
  call void @_ZSt9terminatev() #10
  unreachable
}

declare void @_ZSt9terminatev()

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN1V2fVEv(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN1A2fAEv(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN1AC2Ev(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  store ptr getelementptr inbounds inrange(-8, 4) ({ [3 x ptr] }, ptr @_ZTV1A, i32 0, i32 0, i32 2), ptr %3, align 4
  %4 = getelementptr inbounds %struct.A, ptr %3, i32 0, i32 1
  store i32 1, ptr %4, align 4
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN1XC2Ev(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  store ptr getelementptr inbounds inrange(-8, 4) ({ [3 x ptr] }, ptr @_ZTV1X, i32 0, i32 0, i32 2), ptr %3, align 4
  %4 = getelementptr inbounds %struct.X, ptr %3, i32 0, i32 1
  store i32 6, ptr %4, align 4
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN1YC2Ev(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  store ptr getelementptr inbounds inrange(-8, 4) ({ [3 x ptr] }, ptr @_ZTV1Y, i32 0, i32 0, i32 2), ptr %3, align 4
  %4 = getelementptr inbounds %struct.Y, ptr %3, i32 0, i32 1
  store i32 7, ptr %4, align 4
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN1X2fXEv(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN1Y2fYEv(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN1LC2Ev(ptr noundef nonnull align 4 dereferenceable(8) %0, ptr noundef %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca ptr, align 4
  %4 = alloca ptr, align 4
  store ptr %0, ptr %3, align 4
  store ptr %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 4
  %6 = load ptr, ptr %4, align 4
  %7 = load ptr, ptr %6, align 4
  store ptr %7, ptr %5, align 4
  %8 = getelementptr inbounds ptr, ptr %6, i64 1
  %9 = load ptr, ptr %8, align 4
  %10 = load ptr, ptr %5, align 4
  %11 = getelementptr i8, ptr %10, i64 -12
  %12 = load i32, ptr %11, align 4
  %13 = getelementptr inbounds i8, ptr %5, i32 %12
  store ptr %9, ptr %13, align 4
  %14 = getelementptr inbounds %struct.L, ptr %5, i32 0, i32 1
  store i32 11, ptr %14, align 4
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN1RC2Ev(ptr noundef nonnull align 4 dereferenceable(8) %0, ptr noundef %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca ptr, align 4
  %4 = alloca ptr, align 4
  store ptr %0, ptr %3, align 4
  store ptr %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 4
  %6 = load ptr, ptr %4, align 4
  %7 = load ptr, ptr %6, align 4
  store ptr %7, ptr %5, align 4
  %8 = getelementptr inbounds ptr, ptr %6, i64 1
  %9 = load ptr, ptr %8, align 4
  %10 = load ptr, ptr %5, align 4
  %11 = getelementptr i8, ptr %10, i64 -12
  %12 = load i32, ptr %11, align 4
  %13 = getelementptr inbounds i8, ptr %5, i32 %12
  store ptr %9, ptr %13, align 4
  %14 = getelementptr inbounds %struct.R, ptr %5, i32 0, i32 1
  store i32 12, ptr %14, align 4
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN2L2C2Ev(ptr noundef nonnull align 4 dereferenceable(8) %0, ptr noundef %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca ptr, align 4
  %4 = alloca ptr, align 4
  store ptr %0, ptr %3, align 4
  store ptr %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 4
  %6 = load ptr, ptr %4, align 4
  %7 = load ptr, ptr %6, align 4
  store ptr %7, ptr %5, align 4
  %8 = getelementptr inbounds ptr, ptr %6, i64 1
  %9 = load ptr, ptr %8, align 4
  %10 = load ptr, ptr %5, align 4
  %11 = getelementptr i8, ptr %10, i64 -12
  %12 = load i32, ptr %11, align 4
  %13 = getelementptr inbounds i8, ptr %5, i32 %12
  store ptr %9, ptr %13, align 4
  %14 = getelementptr inbounds ptr, ptr %6, i64 2
  %15 = load ptr, ptr %14, align 4
  %16 = load ptr, ptr %5, align 4
  %17 = getelementptr i8, ptr %16, i64 -16
  %18 = load i32, ptr %17, align 4
  %19 = getelementptr inbounds i8, ptr %5, i32 %18
  store ptr %15, ptr %19, align 4
  %20 = getelementptr inbounds %struct.L2, ptr %5, i32 0, i32 1
  store i32 16, ptr %20, align 4
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN2R2C2Ev(ptr noundef nonnull align 4 dereferenceable(8) %0, ptr noundef %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca ptr, align 4
  %4 = alloca ptr, align 4
  store ptr %0, ptr %3, align 4
  store ptr %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 4
  %6 = load ptr, ptr %4, align 4
  %7 = load ptr, ptr %6, align 4
  store ptr %7, ptr %5, align 4
  %8 = getelementptr inbounds ptr, ptr %6, i64 1
  %9 = load ptr, ptr %8, align 4
  %10 = load ptr, ptr %5, align 4
  %11 = getelementptr i8, ptr %10, i64 -12
  %12 = load i32, ptr %11, align 4
  %13 = getelementptr inbounds i8, ptr %5, i32 %12
  store ptr %9, ptr %13, align 4
  %14 = getelementptr inbounds ptr, ptr %6, i64 2
  %15 = load ptr, ptr %14, align 4
  %16 = load ptr, ptr %5, align 4
  %17 = getelementptr i8, ptr %16, i64 -16
  %18 = load i32, ptr %17, align 4
  %19 = getelementptr inbounds i8, ptr %5, i32 %18
  store ptr %15, ptr %19, align 4
  %20 = getelementptr inbounds ptr, ptr %6, i64 3
  %21 = load ptr, ptr %20, align 4
  %22 = load ptr, ptr %5, align 4
  %23 = getelementptr i8, ptr %22, i64 -20
  %24 = load i32, ptr %23, align 4
  %25 = getelementptr inbounds i8, ptr %5, i32 %24
  store ptr %21, ptr %25, align 4
  %26 = getelementptr inbounds %struct.R2, ptr %5, i32 0, i32 1
  store i32 17, ptr %26, align 4
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN2NVC2Ev(ptr noundef nonnull align 4 dereferenceable(12) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  call void @_ZN1VC2Ev(ptr noundef nonnull align 4 dereferenceable(8) %3) #8
  store ptr getelementptr inbounds inrange(-8, 4) ({ [3 x ptr] }, ptr @_ZTV2NV, i32 0, i32 0, i32 2), ptr %3, align 4
  %4 = getelementptr inbounds %struct.NV, ptr %3, i32 0, i32 1
  store i32 14, ptr %4, align 4
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN1ZC2Ev(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  store ptr getelementptr inbounds inrange(-8, 4) ({ [3 x ptr] }, ptr @_ZTV1Z, i32 0, i32 0, i32 2), ptr %3, align 4
  %4 = getelementptr inbounds %struct.Z, ptr %3, i32 0, i32 1
  store i32 9, ptr %4, align 4
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN1Z2fZEv(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN2A1C2Ev(ptr noundef nonnull align 4 dereferenceable(12) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  call void @_ZN1AC2Ev(ptr noundef nonnull align 4 dereferenceable(8) %3) #8
  store ptr getelementptr inbounds inrange(-8, 4) ({ [3 x ptr] }, ptr @_ZTV2A1, i32 0, i32 0, i32 2), ptr %3, align 4
  %4 = getelementptr inbounds %struct.A1, ptr %3, i32 0, i32 1
  store i32 19, ptr %4, align 4
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN2A2C2Ev(ptr noundef nonnull align 4 dereferenceable(12) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  call void @_ZN1AC2Ev(ptr noundef nonnull align 4 dereferenceable(8) %3) #8
  store ptr getelementptr inbounds inrange(-8, 4) ({ [3 x ptr] }, ptr @_ZTV2A2, i32 0, i32 0, i32 2), ptr %3, align 4
  %4 = getelementptr inbounds %struct.A2, ptr %3, i32 0, i32 1
  store i32 20, ptr %4, align 4
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN2VPC2Ev(ptr noundef nonnull align 4 dereferenceable(12) %0, ptr noundef %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca ptr, align 4
  %4 = alloca ptr, align 4
  store ptr %0, ptr %3, align 4
  store ptr %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 4
  %6 = load ptr, ptr %4, align 4
  %7 = getelementptr inbounds ptr, ptr %6, i64 1
  call void @_ZN2VCC2Ev(ptr noundef nonnull align 4 dereferenceable(8) %5, ptr noundef %7) #8
  %8 = load ptr, ptr %6, align 4
  store ptr %8, ptr %5, align 4
  %9 = getelementptr inbounds ptr, ptr %6, i64 3
  %10 = load ptr, ptr %9, align 4
  %11 = load ptr, ptr %5, align 4
  %12 = getelementptr i8, ptr %11, i64 -12
  %13 = load i32, ptr %12, align 4
  %14 = getelementptr inbounds i8, ptr %5, i32 %13
  store ptr %10, ptr %14, align 4
  %15 = getelementptr inbounds %struct.VP, ptr %5, i32 0, i32 1
  store i32 32, ptr %15, align 4
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN2VQC2Ev(ptr noundef nonnull align 4 dereferenceable(12) %0, ptr noundef %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca ptr, align 4
  %4 = alloca ptr, align 4
  store ptr %0, ptr %3, align 4
  store ptr %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 4
  %6 = load ptr, ptr %4, align 4
  %7 = getelementptr inbounds ptr, ptr %6, i64 1
  call void @_ZN2VCC2Ev(ptr noundef nonnull align 4 dereferenceable(8) %5, ptr noundef %7) #8
  %8 = load ptr, ptr %6, align 4
  store ptr %8, ptr %5, align 4
  %9 = getelementptr inbounds ptr, ptr %6, i64 3
  %10 = load ptr, ptr %9, align 4
  %11 = load ptr, ptr %5, align 4
  %12 = getelementptr i8, ptr %11, i64 -12
  %13 = load i32, ptr %12, align 4
  %14 = getelementptr inbounds i8, ptr %5, i32 %13
  store ptr %10, ptr %14, align 4
  %15 = getelementptr inbounds %struct.VQ, ptr %5, i32 0, i32 1
  store i32 33, ptr %15, align 4
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN2VCC2Ev(ptr noundef nonnull align 4 dereferenceable(8) %0, ptr noundef %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca ptr, align 4
  %4 = alloca ptr, align 4
  store ptr %0, ptr %3, align 4
  store ptr %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 4
  %6 = load ptr, ptr %4, align 4
  %7 = load ptr, ptr %6, align 4
  store ptr %7, ptr %5, align 4
  %8 = getelementptr inbounds ptr, ptr %6, i64 1
  %9 = load ptr, ptr %8, align 4
  %10 = load ptr, ptr %5, align 4
  %11 = getelementptr i8, ptr %10, i64 -12
  %12 = load i32, ptr %11, align 4
  %13 = getelementptr inbounds i8, ptr %5, i32 %12
  store ptr %9, ptr %13, align 4
  %14 = getelementptr inbounds %struct.VC, ptr %5, i32 0, i32 1
  store i32 31, ptr %14, align 4
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN2PVC2Ev(ptr noundef nonnull align 4 dereferenceable(8) %0, ptr noundef %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca ptr, align 4
  %4 = alloca ptr, align 4
  store ptr %0, ptr %3, align 4
  store ptr %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 4
  %6 = load ptr, ptr %4, align 4
  %7 = load ptr, ptr %6, align 4
  store ptr %7, ptr %5, align 4
  %8 = getelementptr inbounds ptr, ptr %6, i64 1
  %9 = load ptr, ptr %8, align 4
  %10 = load ptr, ptr %5, align 4
  %11 = getelementptr i8, ptr %10, i64 -12
  %12 = load i32, ptr %11, align 4
  %13 = getelementptr inbounds i8, ptr %5, i32 %12
  store ptr %9, ptr %13, align 4
  %14 = getelementptr inbounds %struct.PV, ptr %5, i32 0, i32 1
  store i32 25, ptr %14, align 4
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN2PXC2Ev(ptr noundef nonnull align 4 dereferenceable(12) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  call void @_ZN1XC2Ev(ptr noundef nonnull align 4 dereferenceable(8) %3) #8
  store ptr getelementptr inbounds inrange(-8, 4) ({ [3 x ptr] }, ptr @_ZTV2PX, i32 0, i32 0, i32 2), ptr %3, align 4
  %4 = getelementptr inbounds %struct.PX, ptr %3, i32 0, i32 1
  store i32 27, ptr %4, align 4
  ret void
}

; Function Attrs: cold noreturn nounwind memory(inaccessiblemem: write)
declare void @llvm.trap() #7

attributes #0 = { mustprogress noinline optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress noinline norecurse optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind willreturn memory(read) }
attributes #5 = { nounwind memory(none) }
attributes #6 = { noinline noreturn nounwind uwtable "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #7 = { cold noreturn nounwind memory(inaccessiblemem: write) }
attributes #8 = { nounwind }
attributes #9 = { noreturn }
attributes #10 = { noreturn nounwind }


!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"PIE Level", i32 2}
!4 = !{i32 7, !"uwtable", i32 2}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = !{!"Debian clang version"}
