; ModuleID = 'dyncast.cpp'
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.C = type { %struct.B, i32, [4 x i8] }
%struct.B = type { %struct.A.base, i32 }
%struct.A.base = type <{ ptr, i32 }>
%struct.Fin = type { %struct.B, i32, [4 x i8] }
%struct.XY = type { %struct.X.base, [4 x i8], %struct.Y.base, i32 }
%struct.X.base = type <{ ptr, i32 }>
%struct.Y.base = type <{ ptr, i32 }>
%struct.D = type { %struct.L.base, [4 x i8], %struct.R.base, i32, %struct.V.base, [4 x i8] }
%struct.L.base = type <{ ptr, i32 }>
%struct.R.base = type <{ ptr, i32 }>
%struct.V.base = type <{ ptr, i32 }>
%struct.L = type <{ ptr, i32, [4 x i8], %struct.V.base, [4 x i8] }>
%struct.D2 = type { %struct.L2.base, [4 x i8], %struct.R2.base, i32, %struct.L.base, [4 x i8], %struct.V.base, [4 x i8], %struct.R.base, [4 x i8] }
%struct.L2.base = type <{ ptr, i32 }>
%struct.R2.base = type <{ ptr, i32 }>
%struct.M = type { %struct.L.base, [4 x i8], %struct.NV, %struct.Z.base, i32, %struct.V.base, [4 x i8] }
%struct.NV = type { %struct.V.base, i32 }
%struct.Z.base = type <{ ptr, i32 }>
%struct.AA = type { %struct.A1, %struct.A2, i32, [4 x i8] }
%struct.A1 = type { %struct.A.base, i32 }
%struct.A2 = type { %struct.A.base, i32 }
%struct.VPQ = type { %struct.VP.base, %struct.VQ.base, i32, [4 x i8], %struct.V.base, [4 x i8] }
%struct.VP.base = type { %struct.VC.base, i32 }
%struct.VC.base = type <{ ptr, i32 }>
%struct.VQ.base = type { %struct.VC.base, i32 }
%struct.PrivA = type { %struct.A.base, i32 }
%struct.ProtA = type { %struct.A.base, i32 }
%struct.HasPriv = type { %struct.PrivA, %struct.X.base, i32 }
%struct.PVD = type { %struct.PV.base, i32, %struct.V.base, [4 x i8] }
%struct.PV.base = type <{ ptr, i32 }>
%struct.PXY = type { %struct.PX, %struct.Y.base, i32 }
%struct.PX = type { %struct.X.base, i32 }

$_ZN1V2fVEv = comdat any

$_ZN1A2fAEv = comdat any

$_ZN1X2fXEv = comdat any

$_ZN1Y2fYEv = comdat any

$_ZN1Z2fZEv = comdat any

$_ZTV2CV = comdat any

$_ZTS1A = comdat any

$_ZTI1A = comdat any

$_ZTS1B = comdat any

$_ZTI1B = comdat any

$_ZTS1C = comdat any

$_ZTI1C = comdat any

$_ZTS3Sib = comdat any

$_ZTI3Sib = comdat any

$_ZTV3Fin = comdat any

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

$_ZTS3Fin = comdat any

$_ZTI3Fin = comdat any

$_ZTV1C = comdat any

$_ZTV1B = comdat any

$_ZTV2XY = comdat any

$_ZTV1D = comdat any

$_ZTV1L = comdat any

$_ZTV2D2 = comdat any

$_ZTV1M = comdat any

$_ZTV1Z = comdat any

$_ZTV2AA = comdat any

$_ZTV3VPQ = comdat any

$_ZTV5PrivA = comdat any

$_ZTV5ProtA = comdat any

$_ZTV7HasPriv = comdat any

$_ZTV3PVD = comdat any

$_ZTV3PXY = comdat any

$_ZTV2CD = comdat any

$_ZTC2CD16_2CV = comdat any

@_ZTV2CV = linkonce_odr dso_local unnamed_addr constant { [3 x ptr], [4 x ptr] } { [3 x ptr] [ptr inttoptr (i64 16 to ptr), ptr null, ptr @_ZTI2CV], [4 x ptr] [ptr null, ptr inttoptr (i64 -16 to ptr), ptr @_ZTI2CV, ptr @_ZN1V2fVEv] }, comdat, align 8
@_ZL5whole = internal unnamed_addr global ptr null, align 8
@.str.1 = private unnamed_addr constant [7 x i8] c"A -> B\00", align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTS1A = linkonce_odr dso_local constant [3 x i8] c"1A\00", comdat, align 1
@_ZTI1A = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS1A }, comdat, align 8
@_ZTVN10__cxxabiv120__si_class_type_infoE = external global [0 x ptr]
@_ZTS1B = linkonce_odr dso_local constant [3 x i8] c"1B\00", comdat, align 1
@_ZTI1B = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTS1B, ptr @_ZTI1A }, comdat, align 8
@.str.2 = private unnamed_addr constant [7 x i8] c"A -> C\00", align 1
@_ZTS1C = linkonce_odr dso_local constant [3 x i8] c"1C\00", comdat, align 1
@_ZTI1C = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTS1C, ptr @_ZTI1B }, comdat, align 8
@.str.3 = private unnamed_addr constant [9 x i8] c"A -> Sib\00", align 1
@_ZTS3Sib = linkonce_odr dso_local constant [5 x i8] c"3Sib\00", comdat, align 1
@_ZTI3Sib = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTS3Sib, ptr @_ZTI1A }, comdat, align 8
@.str.4 = private unnamed_addr constant [9 x i8] c"A -> Fin\00", align 1
@_ZTV3Fin = linkonce_odr dso_local unnamed_addr constant { [3 x ptr] } { [3 x ptr] [ptr null, ptr @_ZTI3Fin, ptr @_ZN1A2fAEv] }, comdat, align 8
@.str.5 = private unnamed_addr constant [10 x i8] c"A -> void\00", align 1
@.str.6 = private unnamed_addr constant [7 x i8] c"B -> C\00", align 1
@.str.7 = private unnamed_addr constant [19 x i8] c"A -> X (unrelated)\00", align 1
@_ZTS1X = linkonce_odr dso_local constant [3 x i8] c"1X\00", comdat, align 1
@_ZTI1X = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS1X }, comdat, align 8
@.str.8 = private unnamed_addr constant [14 x i8] c"B obj: A -> B\00", align 1
@.str.9 = private unnamed_addr constant [14 x i8] c"B obj: A -> C\00", align 1
@.str.10 = private unnamed_addr constant [18 x i8] c"Fin obj: A -> Fin\00", align 1
@.str.11 = private unnamed_addr constant [18 x i8] c"Fin obj: B -> Fin\00", align 1
@.str.12 = private unnamed_addr constant [16 x i8] c"C obj: B -> Fin\00", align 1
@.str.13 = private unnamed_addr constant [12 x i8] c"null A -> C\00", align 1
@.str.14 = private unnamed_addr constant [15 x i8] c"null A -> void\00", align 1
@.str.16 = private unnamed_addr constant [8 x i8] c"X -> XY\00", align 1
@_ZTVN10__cxxabiv121__vmi_class_type_infoE = external global [0 x ptr]
@_ZTS2XY = linkonce_odr dso_local constant [4 x i8] c"2XY\00", comdat, align 1
@_ZTS1Y = linkonce_odr dso_local constant [3 x i8] c"1Y\00", comdat, align 1
@_ZTI1Y = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS1Y }, comdat, align 8
@_ZTS5Empty = linkonce_odr dso_local constant [7 x i8] c"5Empty\00", comdat, align 1
@_ZTI5Empty = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS5Empty }, comdat, align 8
@_ZTI2XY = linkonce_odr dso_local constant { ptr, ptr, i32, i32, ptr, i64, ptr, i64, ptr, i64 } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i64 2), ptr @_ZTS2XY, i32 0, i32 3, ptr @_ZTI1X, i64 2, ptr @_ZTI1Y, i64 4098, ptr @_ZTI5Empty, i64 2 }, comdat, align 8
@.str.17 = private unnamed_addr constant [8 x i8] c"Y -> XY\00", align 1
@.str.18 = private unnamed_addr constant [15 x i8] c"X -> Y (cross)\00", align 1
@.str.19 = private unnamed_addr constant [15 x i8] c"Y -> X (cross)\00", align 1
@.str.20 = private unnamed_addr constant [19 x i8] c"X -> Empty (cross)\00", align 1
@.str.21 = private unnamed_addr constant [10 x i8] c"Y -> void\00", align 1
@.str.22 = private unnamed_addr constant [7 x i8] c"X -> Z\00", align 1
@_ZTS1Z = linkonce_odr dso_local constant [3 x i8] c"1Z\00", comdat, align 1
@_ZTI1Z = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS1Z }, comdat, align 8
@.str.23 = private unnamed_addr constant [19 x i8] c"const Y -> const X\00", align 1
@.str.25 = private unnamed_addr constant [7 x i8] c"V -> D\00", align 1
@_ZTS1V = linkonce_odr dso_local constant [3 x i8] c"1V\00", comdat, align 1
@_ZTI1V = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS1V }, comdat, align 8
@_ZTS1D = linkonce_odr dso_local constant [3 x i8] c"1D\00", comdat, align 1
@_ZTS1L = linkonce_odr dso_local constant [3 x i8] c"1L\00", comdat, align 1
@_ZTI1L = linkonce_odr dso_local constant { ptr, ptr, i32, i32, ptr, i64 } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i64 2), ptr @_ZTS1L, i32 0, i32 1, ptr @_ZTI1V, i64 -6141 }, comdat, align 8
@_ZTS1R = linkonce_odr dso_local constant [3 x i8] c"1R\00", comdat, align 1
@_ZTI1R = linkonce_odr dso_local constant { ptr, ptr, i32, i32, ptr, i64 } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i64 2), ptr @_ZTS1R, i32 0, i32 1, ptr @_ZTI1V, i64 -6141 }, comdat, align 8
@_ZTI1D = linkonce_odr dso_local constant { ptr, ptr, i32, i32, ptr, i64, ptr, i64 } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i64 2), ptr @_ZTS1D, i32 2, i32 2, ptr @_ZTI1L, i64 2, ptr @_ZTI1R, i64 4098 }, comdat, align 8
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
@_ZTI2NV = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTS2NV, ptr @_ZTI1V }, comdat, align 8
@_ZTI1M = linkonce_odr dso_local constant { ptr, ptr, i32, i32, ptr, i64, ptr, i64, ptr, i64 } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i64 2), ptr @_ZTS1M, i32 1, i32 3, ptr @_ZTI1L, i64 2, ptr @_ZTI2NV, i64 4098, ptr @_ZTI1Z, i64 8194 }, comdat, align 8
@.str.34 = private unnamed_addr constant [14 x i8] c"L obj: V -> L\00", align 1
@.str.35 = private unnamed_addr constant [14 x i8] c"L obj: V -> D\00", align 1
@.str.36 = private unnamed_addr constant [14 x i8] c"L obj: V -> R\00", align 1
@.str.38 = private unnamed_addr constant [8 x i8] c"V -> D2\00", align 1
@_ZTS2D2 = linkonce_odr dso_local constant [4 x i8] c"2D2\00", comdat, align 1
@_ZTS2L2 = linkonce_odr dso_local constant [4 x i8] c"2L2\00", comdat, align 1
@_ZTI2L2 = linkonce_odr dso_local constant { ptr, ptr, i32, i32, ptr, i64 } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i64 2), ptr @_ZTS2L2, i32 0, i32 1, ptr @_ZTI1L, i64 -6141 }, comdat, align 8
@_ZTS2R2 = linkonce_odr dso_local constant [4 x i8] c"2R2\00", comdat, align 1
@_ZTI2R2 = linkonce_odr dso_local constant { ptr, ptr, i32, i32, ptr, i64, ptr, i64 } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i64 2), ptr @_ZTS2R2, i32 2, i32 2, ptr @_ZTI1R, i64 -6141, ptr @_ZTI1L, i64 -10237 }, comdat, align 8
@_ZTI2D2 = linkonce_odr dso_local constant { ptr, ptr, i32, i32, ptr, i64, ptr, i64 } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i64 2), ptr @_ZTS2D2, i32 2, i32 2, ptr @_ZTI2L2, i64 2, ptr @_ZTI2R2, i64 4098 }, comdat, align 8
@.str.39 = private unnamed_addr constant [8 x i8] c"V -> L2\00", align 1
@.str.40 = private unnamed_addr constant [8 x i8] c"V -> R2\00", align 1
@.str.41 = private unnamed_addr constant [8 x i8] c"L -> R2\00", align 1
@.str.42 = private unnamed_addr constant [8 x i8] c"R -> L2\00", align 1
@.str.43 = private unnamed_addr constant [16 x i8] c"L2 -> R (cross)\00", align 1
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
@_ZTI2A1 = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTS2A1, ptr @_ZTI1A }, comdat, align 8
@_ZTS2A2 = linkonce_odr dso_local constant [4 x i8] c"2A2\00", comdat, align 1
@_ZTI2A2 = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTS2A2, ptr @_ZTI1A }, comdat, align 8
@_ZTI2AA = linkonce_odr dso_local constant { ptr, ptr, i32, i32, ptr, i64, ptr, i64 } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i64 2), ptr @_ZTS2AA, i32 1, i32 2, ptr @_ZTI2A1, i64 2, ptr @_ZTI2A2, i64 4098 }, comdat, align 8
@.str.57 = private unnamed_addr constant [12 x i8] c"A(A2) -> AA\00", align 1
@.str.58 = private unnamed_addr constant [12 x i8] c"A(A1) -> A1\00", align 1
@.str.59 = private unnamed_addr constant [20 x i8] c"A(A1) -> A2 (cross)\00", align 1
@.str.60 = private unnamed_addr constant [20 x i8] c"A(A2) -> A1 (cross)\00", align 1
@.str.61 = private unnamed_addr constant [14 x i8] c"A(A2) -> void\00", align 1
@.str.62 = private unnamed_addr constant [25 x i8] c"V -> VC (two contain it)\00", align 1
@_ZTS2VC = linkonce_odr dso_local constant [4 x i8] c"2VC\00", comdat, align 1
@_ZTI2VC = linkonce_odr dso_local constant { ptr, ptr, i32, i32, ptr, i64 } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i64 2), ptr @_ZTS2VC, i32 0, i32 1, ptr @_ZTI1V, i64 -6141 }, comdat, align 8
@.str.63 = private unnamed_addr constant [8 x i8] c"V -> VP\00", align 1
@_ZTS2VP = linkonce_odr dso_local constant [4 x i8] c"2VP\00", comdat, align 1
@_ZTI2VP = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTS2VP, ptr @_ZTI2VC }, comdat, align 8
@.str.64 = private unnamed_addr constant [8 x i8] c"V -> VQ\00", align 1
@_ZTS2VQ = linkonce_odr dso_local constant [4 x i8] c"2VQ\00", comdat, align 1
@_ZTI2VQ = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTS2VQ, ptr @_ZTI2VC }, comdat, align 8
@.str.65 = private unnamed_addr constant [9 x i8] c"V -> VPQ\00", align 1
@_ZTS3VPQ = linkonce_odr dso_local constant [5 x i8] c"3VPQ\00", comdat, align 1
@_ZTI3VPQ = linkonce_odr dso_local constant { ptr, ptr, i32, i32, ptr, i64, ptr, i64 } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i64 2), ptr @_ZTS3VPQ, i32 3, i32 2, ptr @_ZTI2VP, i64 2, ptr @_ZTI2VQ, i64 4098 }, comdat, align 8
@.str.66 = private unnamed_addr constant [17 x i8] c"VP -> VQ (cross)\00", align 1
@.str.68 = private unnamed_addr constant [21 x i8] c"A -> PrivA (private)\00", align 1
@_ZTS5PrivA = linkonce_odr dso_local constant [7 x i8] c"5PrivA\00", comdat, align 1
@_ZTI5PrivA = linkonce_odr dso_local constant { ptr, ptr, i32, i32, ptr, i64 } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i64 2), ptr @_ZTS5PrivA, i32 0, i32 1, ptr @_ZTI1A, i64 0 }, comdat, align 8
@.str.69 = private unnamed_addr constant [23 x i8] c"A -> ProtA (protected)\00", align 1
@_ZTS5ProtA = linkonce_odr dso_local constant [7 x i8] c"5ProtA\00", comdat, align 1
@_ZTI5ProtA = linkonce_odr dso_local constant { ptr, ptr, i32, i32, ptr, i64 } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i64 2), ptr @_ZTS5ProtA, i32 0, i32 1, ptr @_ZTI1A, i64 0 }, comdat, align 8
@.str.70 = private unnamed_addr constant [13 x i8] c"A -> HasPriv\00", align 1
@_ZTS7HasPriv = linkonce_odr dso_local constant [9 x i8] c"7HasPriv\00", comdat, align 1
@_ZTI7HasPriv = linkonce_odr dso_local constant { ptr, ptr, i32, i32, ptr, i64, ptr, i64 } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i64 2), ptr @_ZTS7HasPriv, i32 0, i32 2, ptr @_ZTI5PrivA, i64 2, ptr @_ZTI1X, i64 4098 }, comdat, align 8
@.str.71 = private unnamed_addr constant [28 x i8] c"A -> X (cross, private src)\00", align 1
@.str.72 = private unnamed_addr constant [19 x i8] c"X -> PrivA (cross)\00", align 1
@.str.73 = private unnamed_addr constant [13 x i8] c"X -> HasPriv\00", align 1
@.str.74 = private unnamed_addr constant [23 x i8] c"V -> PV (private path)\00", align 1
@_ZTS2PV = linkonce_odr dso_local constant [4 x i8] c"2PV\00", comdat, align 1
@_ZTI2PV = linkonce_odr dso_local constant { ptr, ptr, i32, i32, ptr, i64 } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i64 2), ptr @_ZTS2PV, i32 0, i32 1, ptr @_ZTI1V, i64 -6143 }, comdat, align 8
@.str.75 = private unnamed_addr constant [23 x i8] c"V -> PVD (public path)\00", align 1
@_ZTS3PVD = linkonce_odr dso_local constant [5 x i8] c"3PVD\00", comdat, align 1
@_ZTI3PVD = linkonce_odr dso_local constant { ptr, ptr, i32, i32, ptr, i64, ptr, i64 } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i64 2), ptr @_ZTS3PVD, i32 2, i32 2, ptr @_ZTI2PV, i64 2, ptr @_ZTI1V, i64 -6141 }, comdat, align 8
@.str.76 = private unnamed_addr constant [18 x i8] c"X -> PX (private)\00", align 1
@_ZTS2PX = linkonce_odr dso_local constant [4 x i8] c"2PX\00", comdat, align 1
@_ZTI2PX = linkonce_odr dso_local constant { ptr, ptr, i32, i32, ptr, i64 } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i64 2), ptr @_ZTS2PX, i32 0, i32 1, ptr @_ZTI1X, i64 0 }, comdat, align 8
@.str.77 = private unnamed_addr constant [9 x i8] c"X -> PXY\00", align 1
@_ZTS3PXY = linkonce_odr dso_local constant [5 x i8] c"3PXY\00", comdat, align 1
@_ZTI3PXY = linkonce_odr dso_local constant { ptr, ptr, i32, i32, ptr, i64, ptr, i64 } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i64 2), ptr @_ZTS3PXY, i32 0, i32 2, ptr @_ZTI2PX, i64 2, ptr @_ZTI1Y, i64 4098 }, comdat, align 8
@.str.78 = private unnamed_addr constant [21 x i8] c"X -> Y (private src)\00", align 1
@.str.79 = private unnamed_addr constant [16 x i8] c"Y -> PX (cross)\00", align 1
@_ZL10cd_storage = internal global [48 x i8] zeroinitializer, align 8
@.str.81 = private unnamed_addr constant [15 x i8] c"after: V -> CV\00", align 1
@_ZTS2CV = linkonce_odr dso_local constant [4 x i8] c"2CV\00", comdat, align 1
@_ZTI2CV = linkonce_odr dso_local constant { ptr, ptr, i32, i32, ptr, i64 } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i64 2), ptr @_ZTS2CV, i32 0, i32 1, ptr @_ZTI1V, i64 -6141 }, comdat, align 8
@.str.82 = private unnamed_addr constant [15 x i8] c"after: V -> CD\00", align 1
@_ZTS2CD = linkonce_odr dso_local constant [4 x i8] c"2CD\00", comdat, align 1
@_ZTI2CD = linkonce_odr dso_local constant { ptr, ptr, i32, i32, ptr, i64, ptr, i64 } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i64 2), ptr @_ZTS2CD, i32 0, i32 2, ptr @_ZTI1Z, i64 2, ptr @_ZTI2CV, i64 4098 }, comdat, align 8
@.str.83 = private unnamed_addr constant [22 x i8] c"after: Z -> V (cross)\00", align 1
@.str.84 = private unnamed_addr constant [17 x i8] c"after: V -> void\00", align 1
@.str.94 = private unnamed_addr constant [26 x i8] c"casts that succeeded: %d\0A\00", align 1
@_ZTISt9exception = external constant ptr
@.str.95 = private unnamed_addr constant [10 x i8] c"never %d\0A\00", align 1
@.str.96 = private unnamed_addr constant [23 x i8] c"as std::exception: %s\0A\00", align 1
@_ZTS3Fin = linkonce_odr dso_local constant [5 x i8] c"3Fin\00", comdat, align 1
@_ZTI3Fin = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTS3Fin, ptr @_ZTI1B }, comdat, align 8
@.str.97 = private unnamed_addr constant [14 x i8] c"ctor: V -> CV\00", align 1
@.str.98 = private unnamed_addr constant [14 x i8] c"ctor: V -> CD\00", align 1
@.str.99 = private unnamed_addr constant [13 x i8] c"ctor: V -> Z\00", align 1
@.str.100 = private unnamed_addr constant [16 x i8] c"ctor: V -> void\00", align 1
@_ZTV1C = linkonce_odr dso_local unnamed_addr constant { [3 x ptr] } { [3 x ptr] [ptr null, ptr @_ZTI1C, ptr @_ZN1A2fAEv] }, comdat, align 8
@_ZTV1B = linkonce_odr dso_local unnamed_addr constant { [3 x ptr] } { [3 x ptr] [ptr null, ptr @_ZTI1B, ptr @_ZN1A2fAEv] }, comdat, align 8
@.str.101 = private unnamed_addr constant [12 x i8] c"%-28s null\0A\00", align 1
@.str.102 = private unnamed_addr constant [12 x i8] c"%-28s +%ld\0A\00", align 1
@_ZTV2XY = linkonce_odr dso_local unnamed_addr constant { [3 x ptr], [3 x ptr] } { [3 x ptr] [ptr null, ptr @_ZTI2XY, ptr @_ZN1X2fXEv], [3 x ptr] [ptr inttoptr (i64 -16 to ptr), ptr @_ZTI2XY, ptr @_ZN1Y2fYEv] }, comdat, align 8
@_ZTV1D = linkonce_odr dso_local unnamed_addr constant { [3 x ptr], [3 x ptr], [4 x ptr] } { [3 x ptr] [ptr inttoptr (i64 32 to ptr), ptr null, ptr @_ZTI1D], [3 x ptr] [ptr inttoptr (i64 16 to ptr), ptr inttoptr (i64 -16 to ptr), ptr @_ZTI1D], [4 x ptr] [ptr null, ptr inttoptr (i64 -32 to ptr), ptr @_ZTI1D, ptr @_ZN1V2fVEv] }, comdat, align 8
@_ZTV1L = linkonce_odr dso_local unnamed_addr constant { [3 x ptr], [4 x ptr] } { [3 x ptr] [ptr inttoptr (i64 16 to ptr), ptr null, ptr @_ZTI1L], [4 x ptr] [ptr null, ptr inttoptr (i64 -16 to ptr), ptr @_ZTI1L, ptr @_ZN1V2fVEv] }, comdat, align 8
@_ZTV2D2 = linkonce_odr dso_local unnamed_addr constant { [5 x ptr], [5 x ptr], [3 x ptr], [4 x ptr], [3 x ptr] } { [5 x ptr] [ptr inttoptr (i64 64 to ptr), ptr inttoptr (i64 48 to ptr), ptr inttoptr (i64 32 to ptr), ptr null, ptr @_ZTI2D2], [5 x ptr] [ptr inttoptr (i64 16 to ptr), ptr inttoptr (i64 32 to ptr), ptr inttoptr (i64 48 to ptr), ptr inttoptr (i64 -16 to ptr), ptr @_ZTI2D2], [3 x ptr] [ptr inttoptr (i64 16 to ptr), ptr inttoptr (i64 -32 to ptr), ptr @_ZTI2D2], [4 x ptr] [ptr null, ptr inttoptr (i64 -48 to ptr), ptr @_ZTI2D2, ptr @_ZN1V2fVEv], [3 x ptr] [ptr inttoptr (i64 -16 to ptr), ptr inttoptr (i64 -64 to ptr), ptr @_ZTI2D2] }, comdat, align 8
@_ZTV1M = linkonce_odr dso_local unnamed_addr constant { [3 x ptr], [3 x ptr], [3 x ptr], [4 x ptr] } { [3 x ptr] [ptr inttoptr (i64 48 to ptr), ptr null, ptr @_ZTI1M], [3 x ptr] [ptr inttoptr (i64 -16 to ptr), ptr @_ZTI1M, ptr @_ZN1V2fVEv], [3 x ptr] [ptr inttoptr (i64 -32 to ptr), ptr @_ZTI1M, ptr @_ZN1Z2fZEv], [4 x ptr] [ptr null, ptr inttoptr (i64 -48 to ptr), ptr @_ZTI1M, ptr @_ZN1V2fVEv] }, comdat, align 8
@_ZTV1Z = linkonce_odr dso_local unnamed_addr constant { [3 x ptr] } { [3 x ptr] [ptr null, ptr @_ZTI1Z, ptr @_ZN1Z2fZEv] }, comdat, align 8
@_ZTV2AA = linkonce_odr dso_local unnamed_addr constant { [3 x ptr], [3 x ptr] } { [3 x ptr] [ptr null, ptr @_ZTI2AA, ptr @_ZN1A2fAEv], [3 x ptr] [ptr inttoptr (i64 -16 to ptr), ptr @_ZTI2AA, ptr @_ZN1A2fAEv] }, comdat, align 8
@_ZTV3VPQ = linkonce_odr dso_local unnamed_addr constant { [3 x ptr], [3 x ptr], [4 x ptr] } { [3 x ptr] [ptr inttoptr (i64 40 to ptr), ptr null, ptr @_ZTI3VPQ], [3 x ptr] [ptr inttoptr (i64 24 to ptr), ptr inttoptr (i64 -16 to ptr), ptr @_ZTI3VPQ], [4 x ptr] [ptr null, ptr inttoptr (i64 -40 to ptr), ptr @_ZTI3VPQ, ptr @_ZN1V2fVEv] }, comdat, align 8
@_ZTV5PrivA = linkonce_odr dso_local unnamed_addr constant { [3 x ptr] } { [3 x ptr] [ptr null, ptr @_ZTI5PrivA, ptr @_ZN1A2fAEv] }, comdat, align 8
@_ZTV5ProtA = linkonce_odr dso_local unnamed_addr constant { [3 x ptr] } { [3 x ptr] [ptr null, ptr @_ZTI5ProtA, ptr @_ZN1A2fAEv] }, comdat, align 8
@_ZTV7HasPriv = linkonce_odr dso_local unnamed_addr constant { [3 x ptr], [3 x ptr] } { [3 x ptr] [ptr null, ptr @_ZTI7HasPriv, ptr @_ZN1A2fAEv], [3 x ptr] [ptr inttoptr (i64 -16 to ptr), ptr @_ZTI7HasPriv, ptr @_ZN1X2fXEv] }, comdat, align 8
@_ZTV3PVD = linkonce_odr dso_local unnamed_addr constant { [3 x ptr], [4 x ptr] } { [3 x ptr] [ptr inttoptr (i64 16 to ptr), ptr null, ptr @_ZTI3PVD], [4 x ptr] [ptr null, ptr inttoptr (i64 -16 to ptr), ptr @_ZTI3PVD, ptr @_ZN1V2fVEv] }, comdat, align 8
@_ZTV3PXY = linkonce_odr dso_local unnamed_addr constant { [3 x ptr], [3 x ptr] } { [3 x ptr] [ptr null, ptr @_ZTI3PXY, ptr @_ZN1X2fXEv], [3 x ptr] [ptr inttoptr (i64 -16 to ptr), ptr @_ZTI3PXY, ptr @_ZN1Y2fYEv] }, comdat, align 8
@_ZTV2CD = linkonce_odr dso_local unnamed_addr constant { [4 x ptr], [3 x ptr], [4 x ptr] } { [4 x ptr] [ptr inttoptr (i64 32 to ptr), ptr null, ptr @_ZTI2CD, ptr @_ZN1Z2fZEv], [3 x ptr] [ptr inttoptr (i64 16 to ptr), ptr inttoptr (i64 -16 to ptr), ptr @_ZTI2CD], [4 x ptr] [ptr null, ptr inttoptr (i64 -32 to ptr), ptr @_ZTI2CD, ptr @_ZN1V2fVEv] }, comdat, align 8
@_ZTC2CD16_2CV = linkonce_odr dso_local unnamed_addr constant { [3 x ptr], [4 x ptr] } { [3 x ptr] [ptr inttoptr (i64 16 to ptr), ptr null, ptr @_ZTI2CV], [4 x ptr] [ptr null, ptr inttoptr (i64 -16 to ptr), ptr @_ZTI2CV, ptr @_ZN1V2fVEv] }, comdat, align 8
@_ZTISt8bad_cast = external constant ptr
@.str.103 = private unnamed_addr constant [5 x i8] c"  ok\00", align 1
@.str.104 = private unnamed_addr constant [16 x i8] c"  bad_cast: %s\0A\00", align 1
@str = private unnamed_addr constant [10 x i8] c"-- single\00", align 1
@str.105 = private unnamed_addr constant [12 x i8] c"-- multiple\00", align 1
@str.106 = private unnamed_addr constant [19 x i8] c"-- virtual diamond\00", align 1
@str.107 = private unnamed_addr constant [18 x i8] c"-- deeper lattice\00", align 1
@str.108 = private unnamed_addr constant [13 x i8] c"-- ambiguous\00", align 1
@str.109 = private unnamed_addr constant [25 x i8] c"-- private and protected\00", align 1
@str.110 = private unnamed_addr constant [16 x i8] c"-- construction\00", align 1
@str.111 = private unnamed_addr constant [14 x i8] c"-- references\00", align 1
@str.112 = private unnamed_addr constant [9 x i8] c"V& -> D&\00", align 1
@str.113 = private unnamed_addr constant [9 x i8] c"V& -> R&\00", align 1
@str.114 = private unnamed_addr constant [9 x i8] c"L& -> R&\00", align 1
@str.115 = private unnamed_addr constant [9 x i8] c"V& -> M&\00", align 1
@str.116 = private unnamed_addr constant [11 x i8] c"A& -> Sib&\00", align 1
@str.117 = private unnamed_addr constant [11 x i8] c"A& -> Fin&\00", align 1
@str.118 = private unnamed_addr constant [9 x i8] c"A& -> X&\00", align 1
@str.119 = private unnamed_addr constant [15 x i8] c"A& -> const C&\00", align 1

; Function Attrs: mustprogress nofree nounwind uwtable
define dso_local void @_ZN2CVC2Ev(ptr noundef nonnull align 8 dereferenceable(12) %0, ptr nocapture noundef readonly %1) unnamed_addr #0 align 2 {
  %3 = load ptr, ptr %1, align 8
  store ptr %3, ptr %0, align 8, !tbaa !5
  %4 = getelementptr inbounds i8, ptr %1, i64 8
  %5 = load ptr, ptr %4, align 8
  %6 = getelementptr i8, ptr %3, i64 -24
  %7 = load i64, ptr %6, align 8
  %8 = getelementptr inbounds i8, ptr %0, i64 %7
  store ptr %5, ptr %8, align 8, !tbaa !5
  %9 = getelementptr inbounds i8, ptr %0, i64 8
  store i32 29, ptr %9, align 8, !tbaa !8
  %10 = load ptr, ptr %0, align 8, !tbaa !5
  %11 = getelementptr i8, ptr %10, i64 -24
  %12 = load i64, ptr %11, align 8
  %13 = getelementptr inbounds i8, ptr %0, i64 %12
  tail call fastcc void @_ZL7in_ctorP1V(ptr noundef nonnull %13)
  ret void
}

; Function Attrs: mustprogress nofree noinline nounwind uwtable
define internal fastcc void @_ZL7in_ctorP1V(ptr noundef %0) unnamed_addr #1 {
  %2 = alloca ptr, align 8
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5)
  store volatile ptr %0, ptr %5, align 8, !tbaa !12
  %6 = load volatile ptr, ptr %5, align 8, !tbaa !12
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5)
  %7 = icmp eq ptr %6, null
  br i1 %7, label %10, label %8

8:                                                ; preds = %1
  %9 = tail call ptr @__dynamic_cast(ptr nonnull %6, ptr nonnull @_ZTI1V, ptr nonnull @_ZTI2CV, i64 -1) #10
  br label %10

10:                                               ; preds = %1, %8
  %11 = phi ptr [ %9, %8 ], [ null, %1 ]
  tail call fastcc void @_ZL4showPKcPKv(ptr noundef nonnull @.str.97, ptr noundef %11)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4)
  store volatile ptr %0, ptr %4, align 8, !tbaa !12
  %12 = load volatile ptr, ptr %4, align 8, !tbaa !12
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4)
  %13 = icmp eq ptr %12, null
  br i1 %13, label %16, label %14

14:                                               ; preds = %10
  %15 = tail call ptr @__dynamic_cast(ptr nonnull %12, ptr nonnull @_ZTI1V, ptr nonnull @_ZTI2CD, i64 -1) #10
  br label %16

16:                                               ; preds = %10, %14
  %17 = phi ptr [ %15, %14 ], [ null, %10 ]
  tail call fastcc void @_ZL4showPKcPKv(ptr noundef nonnull @.str.98, ptr noundef %17)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  store volatile ptr %0, ptr %3, align 8, !tbaa !12
  %18 = load volatile ptr, ptr %3, align 8, !tbaa !12
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  %19 = icmp eq ptr %18, null
  br i1 %19, label %22, label %20

20:                                               ; preds = %16
  %21 = tail call ptr @__dynamic_cast(ptr nonnull %18, ptr nonnull @_ZTI1V, ptr nonnull @_ZTI1Z, i64 -2) #10
  br label %22

22:                                               ; preds = %16, %20
  %23 = phi ptr [ %21, %20 ], [ null, %16 ]
  tail call fastcc void @_ZL4showPKcPKv(ptr noundef nonnull @.str.99, ptr noundef %23)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  store volatile ptr %0, ptr %2, align 8, !tbaa !12
  %24 = load volatile ptr, ptr %2, align 8, !tbaa !12
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  %25 = icmp eq ptr %24, null
  br i1 %25, label %31, label %26

26:                                               ; preds = %22
  %27 = load ptr, ptr %24, align 8, !tbaa !5
  %28 = getelementptr inbounds i8, ptr %27, i64 -16
  %29 = load i64, ptr %28, align 8
  %30 = getelementptr inbounds i8, ptr %24, i64 %29
  br label %31

31:                                               ; preds = %22, %26
  %32 = phi ptr [ %30, %26 ], [ null, %22 ]
  tail call fastcc void @_ZL4showPKcPKv(ptr noundef nonnull @.str.100, ptr noundef %32)
  ret void
}

; Function Attrs: mustprogress nofree nounwind uwtable
define dso_local void @_ZN2CVC1Ev(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #0 align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 16
  %3 = getelementptr inbounds i8, ptr %0, i64 24
  store i32 10, ptr %3, align 8, !tbaa !14
  store ptr getelementptr inbounds inrange(-24, 0) (i8, ptr @_ZTV2CV, i64 24), ptr %0, align 8, !tbaa !5
  store ptr getelementptr inbounds inrange(-24, 8) (i8, ptr @_ZTV2CV, i64 48), ptr %2, align 8, !tbaa !5
  %4 = getelementptr inbounds i8, ptr %0, i64 8
  store i32 29, ptr %4, align 8, !tbaa !8
  tail call fastcc void @_ZL7in_ctorP1V(ptr noundef nonnull %2)
  ret void
}

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #2 personality ptr @__gxx_personality_v0 {
  %1 = alloca ptr, align 8
  %2 = alloca ptr, align 8
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca ptr, align 8
  %11 = alloca ptr, align 8
  %12 = alloca ptr, align 8
  %13 = alloca ptr, align 8
  %14 = alloca ptr, align 8
  %15 = alloca ptr, align 8
  %16 = alloca ptr, align 8
  %17 = alloca ptr, align 8
  %18 = alloca ptr, align 8
  %19 = alloca ptr, align 8
  %20 = alloca ptr, align 8
  %21 = alloca ptr, align 8
  %22 = alloca ptr, align 8
  %23 = alloca ptr, align 8
  %24 = alloca ptr, align 8
  %25 = alloca ptr, align 8
  %26 = alloca ptr, align 8
  %27 = alloca ptr, align 8
  %28 = alloca ptr, align 8
  %29 = alloca ptr, align 8
  %30 = alloca ptr, align 8
  %31 = alloca ptr, align 8
  %32 = alloca ptr, align 8
  %33 = alloca ptr, align 8
  %34 = alloca ptr, align 8
  %35 = alloca ptr, align 8
  %36 = alloca ptr, align 8
  %37 = alloca ptr, align 8
  %38 = alloca ptr, align 8
  %39 = alloca ptr, align 8
  %40 = alloca ptr, align 8
  %41 = alloca ptr, align 8
  %42 = alloca ptr, align 8
  %43 = alloca ptr, align 8
  %44 = alloca ptr, align 8
  %45 = alloca ptr, align 8
  %46 = alloca ptr, align 8
  %47 = alloca ptr, align 8
  %48 = alloca ptr, align 8
  %49 = alloca ptr, align 8
  %50 = alloca ptr, align 8
  %51 = alloca ptr, align 8
  %52 = alloca ptr, align 8
  %53 = alloca ptr, align 8
  %54 = alloca ptr, align 8
  %55 = alloca ptr, align 8
  %56 = alloca ptr, align 8
  %57 = alloca ptr, align 8
  %58 = alloca ptr, align 8
  %59 = alloca %struct.C, align 8
  %60 = alloca %struct.B, align 8
  %61 = alloca %struct.Fin, align 8
  %62 = alloca %struct.XY, align 8
  %63 = alloca %struct.D, align 8
  %64 = alloca %struct.L, align 8
  %65 = alloca %struct.D2, align 8
  %66 = alloca %struct.M, align 8
  %67 = alloca %struct.AA, align 8
  %68 = alloca %struct.VPQ, align 8
  %69 = alloca %struct.PrivA, align 8
  %70 = alloca %struct.ProtA, align 8
  %71 = alloca %struct.HasPriv, align 8
  %72 = alloca %struct.PVD, align 8
  %73 = alloca %struct.PXY, align 8
  %74 = alloca %struct.D, align 8
  %75 = alloca %struct.C, align 8
  %76 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %59) #10
  %77 = getelementptr inbounds i8, ptr %59, i64 8
  store i32 1, ptr %77, align 8, !tbaa !16
  %78 = getelementptr inbounds i8, ptr %59, i64 12
  store i32 2, ptr %78, align 4, !tbaa !18
  store ptr getelementptr inbounds inrange(-16, 8) (i8, ptr @_ZTV1C, i64 16), ptr %59, align 8, !tbaa !5
  %79 = getelementptr inbounds i8, ptr %59, i64 16
  store i32 3, ptr %79, align 8, !tbaa !20
  store ptr %59, ptr @_ZL5whole, align 8, !tbaa !12
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %58)
  store volatile ptr %59, ptr %58, align 8, !tbaa !12
  %80 = load volatile ptr, ptr %58, align 8, !tbaa !12
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %58)
  %81 = icmp eq ptr %80, null
  br i1 %81, label %89, label %82

82:                                               ; preds = %0
  %83 = call ptr @__dynamic_cast(ptr nonnull %80, ptr nonnull @_ZTI1A, ptr nonnull @_ZTI1B, i64 0) #10
  call fastcc void @_ZL4showPKcPKv(ptr noundef nonnull @.str.1, ptr noundef %83)
  %84 = call ptr @__dynamic_cast(ptr nonnull %80, ptr nonnull @_ZTI1A, ptr nonnull @_ZTI1C, i64 0) #10
  call fastcc void @_ZL4showPKcPKv(ptr noundef nonnull @.str.2, ptr noundef %84)
  %85 = call ptr @__dynamic_cast(ptr nonnull %80, ptr nonnull @_ZTI1A, ptr nonnull @_ZTI3Sib, i64 0) #10
  call fastcc void @_ZL4showPKcPKv(ptr noundef nonnull @.str.3, ptr noundef %85)
  %86 = load ptr, ptr %80, align 8, !tbaa !5
  %87 = icmp eq ptr %86, getelementptr inbounds inrange(-16, 8) (i8, ptr @_ZTV3Fin, i64 16)
  br i1 %87, label %88, label %90

88:                                               ; preds = %82
  call fastcc void @_ZL4showPKcPKv(ptr noundef nonnull @.str.4, ptr noundef nonnull %80)
  br label %91

89:                                               ; preds = %0
  call fastcc void @_ZL4showPKcPKv(ptr noundef nonnull @.str.1, ptr noundef null)
  call fastcc void @_ZL4showPKcPKv(ptr noundef nonnull @.str.2, ptr noundef null)
  call fastcc void @_ZL4showPKcPKv(ptr noundef nonnull @.str.3, ptr noundef null)
  call fastcc void @_ZL4showPKcPKv(ptr noundef nonnull @.str.4, ptr noundef null)
  br label %96

90:                                               ; preds = %82
  call fastcc void @_ZL4showPKcPKv(ptr noundef nonnull @.str.4, ptr noundef null)
  br label %91

91:                                               ; preds = %90, %88
  %92 = load ptr, ptr %80, align 8, !tbaa !5
  %93 = getelementptr inbounds i8, ptr %92, i64 -16
  %94 = load i64, ptr %93, align 8
  %95 = getelementptr inbounds i8, ptr %80, i64 %94
  br label %96

96:                                               ; preds = %89, %91
  %97 = phi ptr [ %95, %91 ], [ null, %89 ]
  call fastcc void @_ZL4showPKcPKv(ptr noundef nonnull @.str.5, ptr noundef %97)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %57)
  store volatile ptr %59, ptr %57, align 8, !tbaa !12
  %98 = load volatile ptr, ptr %57, align 8, !tbaa !12
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %57)
  %99 = icmp eq ptr %98, null
  br i1 %99, label %102, label %100

100:                                              ; preds = %96
  %101 = call ptr @__dynamic_cast(ptr nonnull %98, ptr nonnull @_ZTI1B, ptr nonnull @_ZTI1C, i64 0) #10
  br label %102

102:                                              ; preds = %96, %100
  %103 = phi ptr [ %101, %100 ], [ null, %96 ]
  call fastcc void @_ZL4showPKcPKv(ptr noundef nonnull @.str.6, ptr noundef %103)
  br i1 %81, label %106, label %104

104:                                              ; preds = %102
  %105 = call ptr @__dynamic_cast(ptr nonnull %80, ptr nonnull @_ZTI1A, ptr nonnull @_ZTI1X, i64 -2) #10
  br label %106

106:                                              ; preds = %102, %104
  %107 = phi ptr [ %105, %104 ], [ null, %102 ]
  call fastcc void @_ZL4showPKcPKv(ptr noundef nonnull @.str.7, ptr noundef %107)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %60) #10
  %108 = getelementptr inbounds i8, ptr %60, i64 8
  store i32 1, ptr %108, align 8, !tbaa !16
  store ptr getelementptr inbounds inrange(-16, 8) (i8, ptr @_ZTV1B, i64 16), ptr %60, align 8, !tbaa !5
  %109 = getelementptr inbounds i8, ptr %60, i64 12
  store i32 2, ptr %109, align 4, !tbaa !18
  store ptr %60, ptr @_ZL5whole, align 8, !tbaa !12
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %56)
  store volatile ptr %60, ptr %56, align 8, !tbaa !12
  %110 = load volatile ptr, ptr %56, align 8, !tbaa !12
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %56)
  %111 = icmp eq ptr %110, null
  br i1 %111, label %114, label %112

112:                                              ; preds = %106
  %113 = call ptr @__dynamic_cast(ptr nonnull %110, ptr nonnull @_ZTI1A, ptr nonnull @_ZTI1B, i64 0) #10
  br label %114

114:                                              ; preds = %106, %112
  %115 = phi ptr [ %113, %112 ], [ null, %106 ]
  call fastcc void @_ZL4showPKcPKv(ptr noundef nonnull @.str.8, ptr noundef %115)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %55)
  store volatile ptr %60, ptr %55, align 8, !tbaa !12
  %116 = load volatile ptr, ptr %55, align 8, !tbaa !12
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %55)
  %117 = icmp eq ptr %116, null
  br i1 %117, label %120, label %118

118:                                              ; preds = %114
  %119 = call ptr @__dynamic_cast(ptr nonnull %116, ptr nonnull @_ZTI1A, ptr nonnull @_ZTI1C, i64 0) #10
  br label %120

120:                                              ; preds = %114, %118
  %121 = phi ptr [ %119, %118 ], [ null, %114 ]
  call fastcc void @_ZL4showPKcPKv(ptr noundef nonnull @.str.9, ptr noundef %121)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %61) #10
  %122 = getelementptr inbounds i8, ptr %61, i64 8
  store i32 1, ptr %122, align 8, !tbaa !16
  %123 = getelementptr inbounds i8, ptr %61, i64 12
  store i32 2, ptr %123, align 4, !tbaa !18
  store ptr getelementptr inbounds inrange(-16, 8) (i8, ptr @_ZTV3Fin, i64 16), ptr %61, align 8, !tbaa !5
  %124 = getelementptr inbounds i8, ptr %61, i64 16
  store i32 5, ptr %124, align 8, !tbaa !22
  store ptr %61, ptr @_ZL5whole, align 8, !tbaa !12
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %54)
  store volatile ptr %61, ptr %54, align 8, !tbaa !12
  %125 = load volatile ptr, ptr %54, align 8, !tbaa !12
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %54)
  %126 = icmp eq ptr %125, null
  br i1 %126, label %130, label %127

127:                                              ; preds = %120
  %128 = load ptr, ptr %125, align 8, !tbaa !5
  %129 = icmp eq ptr %128, getelementptr inbounds inrange(-16, 8) (i8, ptr @_ZTV3Fin, i64 16)
  br i1 %129, label %131, label %130

130:                                              ; preds = %127, %120
  br label %131

131:                                              ; preds = %130, %127
  %132 = phi ptr [ %125, %127 ], [ null, %130 ]
  call fastcc void @_ZL4showPKcPKv(ptr noundef nonnull @.str.10, ptr noundef %132)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %53)
  store volatile ptr %61, ptr %53, align 8, !tbaa !12
  %133 = load volatile ptr, ptr %53, align 8, !tbaa !12
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %53)
  %134 = icmp eq ptr %133, null
  br i1 %134, label %138, label %135

135:                                              ; preds = %131
  %136 = load ptr, ptr %133, align 8, !tbaa !5
  %137 = icmp eq ptr %136, getelementptr inbounds inrange(-16, 8) (i8, ptr @_ZTV3Fin, i64 16)
  br i1 %137, label %139, label %138

138:                                              ; preds = %135, %131
  br label %139

139:                                              ; preds = %138, %135
  %140 = phi ptr [ %133, %135 ], [ null, %138 ]
  call fastcc void @_ZL4showPKcPKv(ptr noundef nonnull @.str.11, ptr noundef %140)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %52)
  store volatile ptr %59, ptr %52, align 8, !tbaa !12
  %141 = load volatile ptr, ptr %52, align 8, !tbaa !12
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %52)
  %142 = icmp eq ptr %141, null
  br i1 %142, label %146, label %143

143:                                              ; preds = %139
  %144 = load ptr, ptr %141, align 8, !tbaa !5
  %145 = icmp eq ptr %144, getelementptr inbounds inrange(-16, 8) (i8, ptr @_ZTV3Fin, i64 16)
  br i1 %145, label %147, label %146

146:                                              ; preds = %143, %139
  br label %147

147:                                              ; preds = %146, %143
  %148 = phi ptr [ %141, %143 ], [ null, %146 ]
  call fastcc void @_ZL4showPKcPKv(ptr noundef nonnull @.str.12, ptr noundef %148)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %51)
  store volatile ptr null, ptr %51, align 8, !tbaa !12
  %149 = load volatile ptr, ptr %51, align 8, !tbaa !12
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %51)
  %150 = icmp eq ptr %149, null
  br i1 %150, label %157, label %151

151:                                              ; preds = %147
  %152 = call ptr @__dynamic_cast(ptr nonnull %149, ptr nonnull @_ZTI1A, ptr nonnull @_ZTI1C, i64 0) #10
  call fastcc void @_ZL4showPKcPKv(ptr noundef nonnull @.str.13, ptr noundef %152)
  %153 = load ptr, ptr %149, align 8, !tbaa !5
  %154 = getelementptr inbounds i8, ptr %153, i64 -16
  %155 = load i64, ptr %154, align 8
  %156 = getelementptr inbounds i8, ptr %149, i64 %155
  br label %158

157:                                              ; preds = %147
  call fastcc void @_ZL4showPKcPKv(ptr noundef nonnull @.str.13, ptr noundef null)
  br label %158

158:                                              ; preds = %157, %151
  %159 = phi ptr [ %156, %151 ], [ null, %157 ]
  call fastcc void @_ZL4showPKcPKv(ptr noundef nonnull @.str.14, ptr noundef %159)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %61) #10
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %60) #10
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %59) #10
  %160 = call i32 @puts(ptr nonnull dereferenceable(1) @str.105)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %62) #10
  %161 = getelementptr inbounds i8, ptr %62, i64 8
  store i32 6, ptr %161, align 8, !tbaa !24
  %162 = getelementptr inbounds i8, ptr %62, i64 16
  %163 = getelementptr inbounds i8, ptr %62, i64 24
  store i32 7, ptr %163, align 8, !tbaa !26
  store ptr getelementptr inbounds inrange(-16, 8) (i8, ptr @_ZTV2XY, i64 16), ptr %62, align 8, !tbaa !5
  store ptr getelementptr inbounds inrange(-16, 8) (i8, ptr @_ZTV2XY, i64 40), ptr %162, align 8, !tbaa !5
  %164 = getelementptr inbounds i8, ptr %62, i64 28
  store i32 8, ptr %164, align 4, !tbaa !28
  store ptr %62, ptr @_ZL5whole, align 8, !tbaa !12
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %50)
  store volatile ptr %62, ptr %50, align 8, !tbaa !12
  %165 = load volatile ptr, ptr %50, align 8, !tbaa !12
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %50)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %49)
  store volatile ptr %162, ptr %49, align 8, !tbaa !12
  %166 = load volatile ptr, ptr %49, align 8, !tbaa !12
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %49)
  %167 = icmp eq ptr %165, null
  br i1 %167, label %170, label %168

168:                                              ; preds = %158
  %169 = call ptr @__dynamic_cast(ptr nonnull %165, ptr nonnull @_ZTI1X, ptr nonnull @_ZTI2XY, i64 0) #10
  br label %170

170:                                              ; preds = %158, %168
  %171 = phi ptr [ %169, %168 ], [ null, %158 ]
  call fastcc void @_ZL4showPKcPKv(ptr noundef nonnull @.str.16, ptr noundef %171)
  %172 = icmp eq ptr %166, null
  br i1 %172, label %175, label %173

173:                                              ; preds = %170
  %174 = call ptr @__dynamic_cast(ptr nonnull %166, ptr nonnull @_ZTI1Y, ptr nonnull @_ZTI2XY, i64 16) #10
  br label %175

175:                                              ; preds = %170, %173
  %176 = phi ptr [ %174, %173 ], [ null, %170 ]
  call fastcc void @_ZL4showPKcPKv(ptr noundef nonnull @.str.17, ptr noundef %176)
  br i1 %167, label %179, label %177

177:                                              ; preds = %175
  %178 = call ptr @__dynamic_cast(ptr nonnull %165, ptr nonnull @_ZTI1X, ptr nonnull @_ZTI1Y, i64 -2) #10
  br label %179

179:                                              ; preds = %175, %177
  %180 = phi ptr [ %178, %177 ], [ null, %175 ]
  call fastcc void @_ZL4showPKcPKv(ptr noundef nonnull @.str.18, ptr noundef %180)
  br i1 %172, label %183, label %181

181:                                              ; preds = %179
  %182 = call ptr @__dynamic_cast(ptr nonnull %166, ptr nonnull @_ZTI1Y, ptr nonnull @_ZTI1X, i64 -2) #10
  br label %183

183:                                              ; preds = %179, %181
  %184 = phi ptr [ %182, %181 ], [ null, %179 ]
  call fastcc void @_ZL4showPKcPKv(ptr noundef nonnull @.str.19, ptr noundef %184)
  br i1 %167, label %187, label %185

185:                                              ; preds = %183
  %186 = call ptr @__dynamic_cast(ptr nonnull %165, ptr nonnull @_ZTI1X, ptr nonnull @_ZTI5Empty, i64 -2) #10
  br label %187

187:                                              ; preds = %183, %185
  %188 = phi ptr [ %186, %185 ], [ null, %183 ]
  call fastcc void @_ZL4showPKcPKv(ptr noundef nonnull @.str.20, ptr noundef %188)
  br i1 %172, label %194, label %189

189:                                              ; preds = %187
  %190 = load ptr, ptr %166, align 8, !tbaa !5
  %191 = getelementptr inbounds i8, ptr %190, i64 -16
  %192 = load i64, ptr %191, align 8
  %193 = getelementptr inbounds i8, ptr %166, i64 %192
  br label %194

194:                                              ; preds = %187, %189
  %195 = phi ptr [ %193, %189 ], [ null, %187 ]
  call fastcc void @_ZL4showPKcPKv(ptr noundef nonnull @.str.21, ptr noundef %195)
  br i1 %167, label %198, label %196

196:                                              ; preds = %194
  %197 = call ptr @__dynamic_cast(ptr nonnull %165, ptr nonnull @_ZTI1X, ptr nonnull @_ZTI1Z, i64 -2) #10
  br label %198

198:                                              ; preds = %194, %196
  %199 = phi ptr [ %197, %196 ], [ null, %194 ]
  call fastcc void @_ZL4showPKcPKv(ptr noundef nonnull @.str.22, ptr noundef %199)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %48)
  store volatile ptr %162, ptr %48, align 8, !tbaa !12
  %200 = load volatile ptr, ptr %48, align 8, !tbaa !12
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %48)
  %201 = icmp eq ptr %200, null
  br i1 %201, label %204, label %202

202:                                              ; preds = %198
  %203 = call ptr @__dynamic_cast(ptr nonnull %200, ptr nonnull @_ZTI1Y, ptr nonnull @_ZTI1X, i64 -2) #10
  br label %204

204:                                              ; preds = %198, %202
  %205 = phi ptr [ %203, %202 ], [ null, %198 ]
  call fastcc void @_ZL4showPKcPKv(ptr noundef nonnull @.str.23, ptr noundef %205)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %62) #10
  %206 = call i32 @puts(ptr nonnull dereferenceable(1) @str.106)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %63) #10
  %207 = getelementptr inbounds i8, ptr %63, i64 32
  %208 = getelementptr inbounds i8, ptr %63, i64 40
  store i32 10, ptr %208, align 8, !tbaa !14
  %209 = getelementptr inbounds i8, ptr %63, i64 8
  store i32 11, ptr %209, align 8, !tbaa !30
  %210 = getelementptr inbounds i8, ptr %63, i64 16
  %211 = getelementptr inbounds i8, ptr %63, i64 24
  store i32 12, ptr %211, align 8, !tbaa !32
  store ptr getelementptr inbounds inrange(-24, 0) (i8, ptr @_ZTV1D, i64 24), ptr %63, align 8, !tbaa !5
  store ptr getelementptr inbounds inrange(-24, 8) (i8, ptr @_ZTV1D, i64 72), ptr %207, align 8, !tbaa !5
  store ptr getelementptr inbounds inrange(-24, 0) (i8, ptr @_ZTV1D, i64 48), ptr %210, align 8, !tbaa !5
  %212 = getelementptr inbounds i8, ptr %63, i64 28
  store i32 13, ptr %212, align 4, !tbaa !34
  store ptr %63, ptr @_ZL5whole, align 8, !tbaa !12
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %47)
  store volatile ptr %207, ptr %47, align 8, !tbaa !12
  %213 = load volatile ptr, ptr %47, align 8, !tbaa !12
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %47)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %46)
  store volatile ptr %63, ptr %46, align 8, !tbaa !12
  %214 = load volatile ptr, ptr %46, align 8, !tbaa !12
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %46)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %45)
  store volatile ptr %210, ptr %45, align 8, !tbaa !12
  %215 = load volatile ptr, ptr %45, align 8, !tbaa !12
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %45)
  %216 = icmp eq ptr %213, null
  br i1 %216, label %217, label %218

217:                                              ; preds = %204
  call fastcc void @_ZL4showPKcPKv(ptr noundef nonnull @.str.25, ptr noundef null)
  call fastcc void @_ZL4showPKcPKv(ptr noundef nonnull @.str.26, ptr noundef null)
  br label %222

218:                                              ; preds = %204
  %219 = call ptr @__dynamic_cast(ptr nonnull %213, ptr nonnull @_ZTI1V, ptr nonnull @_ZTI1D, i64 -1) #10
  call fastcc void @_ZL4showPKcPKv(ptr noundef nonnull @.str.25, ptr noundef %219)
  %220 = call ptr @__dynamic_cast(ptr nonnull %213, ptr nonnull @_ZTI1V, ptr nonnull @_ZTI1L, i64 -1) #10
  call fastcc void @_ZL4showPKcPKv(ptr noundef nonnull @.str.26, ptr noundef %220)
  %221 = call ptr @__dynamic_cast(ptr nonnull %213, ptr nonnull @_ZTI1V, ptr nonnull @_ZTI1R, i64 -1) #10
  br label %222

222:                                              ; preds = %217, %218
  %223 = phi ptr [ %221, %218 ], [ null, %217 ]
  call fastcc void @_ZL4showPKcPKv(ptr noundef nonnull @.str.27, ptr noundef %223)
  %224 = icmp eq ptr %214, null
  br i1 %224, label %227, label %225

225:                                              ; preds = %222
  %226 = call ptr @__dynamic_cast(ptr nonnull %214, ptr nonnull @_ZTI1L, ptr nonnull @_ZTI1R, i64 -2) #10
  br label %227

227:                                              ; preds = %222, %225
  %228 = phi ptr [ %226, %225 ], [ null, %222 ]
  call fastcc void @_ZL4showPKcPKv(ptr noundef nonnull @.str.28, ptr noundef %228)
  %229 = icmp eq ptr %215, null
  br i1 %229, label %233, label %230

230:                                              ; preds = %227
  %231 = call ptr @__dynamic_cast(ptr nonnull %215, ptr nonnull @_ZTI1R, ptr nonnull @_ZTI1L, i64 -2) #10
  call fastcc void @_ZL4showPKcPKv(ptr noundef nonnull @.str.29, ptr noundef %231)
  %232 = call ptr @__dynamic_cast(ptr nonnull %215, ptr nonnull @_ZTI1R, ptr nonnull @_ZTI1D, i64 16) #10
  br label %234

233:                                              ; preds = %227
  call fastcc void @_ZL4showPKcPKv(ptr noundef nonnull @.str.29, ptr noundef null)
  br label %234

234:                                              ; preds = %233, %230
  %235 = phi ptr [ %232, %230 ], [ null, %233 ]
  call fastcc void @_ZL4showPKcPKv(ptr noundef nonnull @.str.30, ptr noundef %235)
  br i1 %216, label %241, label %236

236:                                              ; preds = %234
  %237 = load ptr, ptr %213, align 8, !tbaa !5
  %238 = getelementptr inbounds i8, ptr %237, i64 -16
  %239 = load i64, ptr %238, align 8
  %240 = getelementptr inbounds i8, ptr %213, i64 %239
  br label %241

241:                                              ; preds = %234, %236
  %242 = phi ptr [ %240, %236 ], [ null, %234 ]
  call fastcc void @_ZL4showPKcPKv(ptr noundef nonnull @.str.31, ptr noundef %242)
  br i1 %229, label %248, label %243

243:                                              ; preds = %241
  %244 = load ptr, ptr %215, align 8, !tbaa !5
  %245 = getelementptr inbounds i8, ptr %244, i64 -16
  %246 = load i64, ptr %245, align 8
  %247 = getelementptr inbounds i8, ptr %215, i64 %246
  br label %248

248:                                              ; preds = %241, %243
  %249 = phi ptr [ %247, %243 ], [ null, %241 ]
  call fastcc void @_ZL4showPKcPKv(ptr noundef nonnull @.str.32, ptr noundef %249)
  br i1 %216, label %252, label %250

250:                                              ; preds = %248
  %251 = call ptr @__dynamic_cast(ptr nonnull %213, ptr nonnull @_ZTI1V, ptr nonnull @_ZTI1M, i64 -1) #10
  br label %252

252:                                              ; preds = %248, %250
  %253 = phi ptr [ %251, %250 ], [ null, %248 ]
  call fastcc void @_ZL4showPKcPKv(ptr noundef nonnull @.str.33, ptr noundef %253)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %64) #10
  %254 = getelementptr inbounds i8, ptr %64, i64 16
  %255 = getelementptr inbounds i8, ptr %64, i64 24
  store i32 10, ptr %255, align 8, !tbaa !14
  store ptr getelementptr inbounds inrange(-24, 0) (i8, ptr @_ZTV1L, i64 24), ptr %64, align 8, !tbaa !5
  store ptr getelementptr inbounds inrange(-24, 8) (i8, ptr @_ZTV1L, i64 48), ptr %254, align 8, !tbaa !5
  %256 = getelementptr inbounds i8, ptr %64, i64 8
  store i32 11, ptr %256, align 8, !tbaa !30
  store ptr %64, ptr @_ZL5whole, align 8, !tbaa !12
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %44)
  store volatile ptr %254, ptr %44, align 8, !tbaa !12
  %257 = load volatile ptr, ptr %44, align 8, !tbaa !12
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %44)
  %258 = icmp eq ptr %257, null
  br i1 %258, label %261, label %259

259:                                              ; preds = %252
  %260 = call ptr @__dynamic_cast(ptr nonnull %257, ptr nonnull @_ZTI1V, ptr nonnull @_ZTI1L, i64 -1) #10
  br label %261

261:                                              ; preds = %252, %259
  %262 = phi ptr [ %260, %259 ], [ null, %252 ]
  call fastcc void @_ZL4showPKcPKv(ptr noundef nonnull @.str.34, ptr noundef %262)
  %263 = load ptr, ptr %64, align 8, !tbaa !5
  %264 = getelementptr i8, ptr %263, i64 -24
  %265 = load i64, ptr %264, align 8
  %266 = getelementptr inbounds i8, ptr %64, i64 %265
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %43)
  store volatile ptr %266, ptr %43, align 8, !tbaa !12
  %267 = load volatile ptr, ptr %43, align 8, !tbaa !12
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %43)
  %268 = icmp eq ptr %267, null
  br i1 %268, label %271, label %269

269:                                              ; preds = %261
  %270 = call ptr @__dynamic_cast(ptr nonnull %267, ptr nonnull @_ZTI1V, ptr nonnull @_ZTI1D, i64 -1) #10
  br label %271

271:                                              ; preds = %261, %269
  %272 = phi ptr [ %270, %269 ], [ null, %261 ]
  call fastcc void @_ZL4showPKcPKv(ptr noundef nonnull @.str.35, ptr noundef %272)
  %273 = load ptr, ptr %64, align 8, !tbaa !5
  %274 = getelementptr i8, ptr %273, i64 -24
  %275 = load i64, ptr %274, align 8
  %276 = getelementptr inbounds i8, ptr %64, i64 %275
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %42)
  store volatile ptr %276, ptr %42, align 8, !tbaa !12
  %277 = load volatile ptr, ptr %42, align 8, !tbaa !12
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %42)
  %278 = icmp eq ptr %277, null
  br i1 %278, label %281, label %279

279:                                              ; preds = %271
  %280 = call ptr @__dynamic_cast(ptr nonnull %277, ptr nonnull @_ZTI1V, ptr nonnull @_ZTI1R, i64 -1) #10
  br label %281

281:                                              ; preds = %271, %279
  %282 = phi ptr [ %280, %279 ], [ null, %271 ]
  call fastcc void @_ZL4showPKcPKv(ptr noundef nonnull @.str.36, ptr noundef %282)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %64) #10
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %63) #10
  %283 = call i32 @puts(ptr nonnull dereferenceable(1) @str.107)
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %65) #10
  %284 = getelementptr inbounds i8, ptr %65, i64 48
  %285 = getelementptr inbounds i8, ptr %65, i64 56
  store i32 10, ptr %285, align 8, !tbaa !14
  %286 = getelementptr inbounds i8, ptr %65, i64 32
  %287 = getelementptr inbounds i8, ptr %65, i64 40
  store i32 11, ptr %287, align 8, !tbaa !30
  %288 = getelementptr inbounds i8, ptr %65, i64 64
  %289 = getelementptr inbounds i8, ptr %65, i64 72
  store i32 12, ptr %289, align 8, !tbaa !32
  %290 = getelementptr inbounds i8, ptr %65, i64 8
  store i32 16, ptr %290, align 8, !tbaa !36
  %291 = getelementptr inbounds i8, ptr %65, i64 16
  %292 = getelementptr inbounds i8, ptr %65, i64 24
  store i32 17, ptr %292, align 8, !tbaa !38
  store ptr getelementptr inbounds inrange(-40, 0) (i8, ptr @_ZTV2D2, i64 40), ptr %65, align 8, !tbaa !5
  store ptr getelementptr inbounds inrange(-24, 0) (i8, ptr @_ZTV2D2, i64 104), ptr %286, align 8, !tbaa !5
  store ptr getelementptr inbounds inrange(-24, 8) (i8, ptr @_ZTV2D2, i64 128), ptr %284, align 8, !tbaa !5
  store ptr getelementptr inbounds inrange(-40, 0) (i8, ptr @_ZTV2D2, i64 80), ptr %291, align 8, !tbaa !5
  store ptr getelementptr inbounds inrange(-24, 0) (i8, ptr @_ZTV2D2, i64 160), ptr %288, align 8, !tbaa !5
  %293 = getelementptr inbounds i8, ptr %65, i64 28
  store i32 18, ptr %293, align 4, !tbaa !40
  store ptr %65, ptr @_ZL5whole, align 8, !tbaa !12
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %41)
  store volatile ptr %284, ptr %41, align 8, !tbaa !12
  %294 = load volatile ptr, ptr %41, align 8, !tbaa !12
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %41)
  %295 = icmp eq ptr %294, null
  br i1 %295, label %296, label %297

296:                                              ; preds = %281
  call fastcc void @_ZL4showPKcPKv(ptr noundef nonnull @.str.38, ptr noundef null)
  call fastcc void @_ZL4showPKcPKv(ptr noundef nonnull @.str.26, ptr noundef null)
  call fastcc void @_ZL4showPKcPKv(ptr noundef nonnull @.str.27, ptr noundef null)
  call fastcc void @_ZL4showPKcPKv(ptr noundef nonnull @.str.39, ptr noundef null)
  br label %303

297:                                              ; preds = %281
  %298 = call ptr @__dynamic_cast(ptr nonnull %294, ptr nonnull @_ZTI1V, ptr nonnull @_ZTI2D2, i64 -1) #10
  call fastcc void @_ZL4showPKcPKv(ptr noundef nonnull @.str.38, ptr noundef %298)
  %299 = call ptr @__dynamic_cast(ptr nonnull %294, ptr nonnull @_ZTI1V, ptr nonnull @_ZTI1L, i64 -1) #10
  call fastcc void @_ZL4showPKcPKv(ptr noundef nonnull @.str.26, ptr noundef %299)
  %300 = call ptr @__dynamic_cast(ptr nonnull %294, ptr nonnull @_ZTI1V, ptr nonnull @_ZTI1R, i64 -1) #10
  call fastcc void @_ZL4showPKcPKv(ptr noundef nonnull @.str.27, ptr noundef %300)
  %301 = call ptr @__dynamic_cast(ptr nonnull %294, ptr nonnull @_ZTI1V, ptr nonnull @_ZTI2L2, i64 -1) #10
  call fastcc void @_ZL4showPKcPKv(ptr noundef nonnull @.str.39, ptr noundef %301)
  %302 = call ptr @__dynamic_cast(ptr nonnull %294, ptr nonnull @_ZTI1V, ptr nonnull @_ZTI2R2, i64 -1) #10
  br label %303

303:                                              ; preds = %296, %297
  %304 = phi ptr [ %302, %297 ], [ null, %296 ]
  call fastcc void @_ZL4showPKcPKv(ptr noundef nonnull @.str.40, ptr noundef %304)
  %305 = load ptr, ptr %65, align 8, !tbaa !5
  %306 = getelementptr i8, ptr %305, i64 -24
  %307 = load i64, ptr %306, align 8
  %308 = getelementptr inbounds i8, ptr %65, i64 %307
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %40)
  store volatile ptr %308, ptr %40, align 8, !tbaa !12
  %309 = load volatile ptr, ptr %40, align 8, !tbaa !12
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %40)
  %310 = icmp eq ptr %309, null
  br i1 %310, label %313, label %311

311:                                              ; preds = %303
  %312 = call ptr @__dynamic_cast(ptr nonnull %309, ptr nonnull @_ZTI1L, ptr nonnull @_ZTI2R2, i64 -1) #10
  br label %313

313:                                              ; preds = %303, %311
  %314 = phi ptr [ %312, %311 ], [ null, %303 ]
  call fastcc void @_ZL4showPKcPKv(ptr noundef nonnull @.str.41, ptr noundef %314)
  %315 = load ptr, ptr %65, align 8, !tbaa !5
  %316 = getelementptr i8, ptr %315, i64 -40
  %317 = load i64, ptr %316, align 8
  %318 = getelementptr inbounds i8, ptr %65, i64 %317
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %39)
  store volatile ptr %318, ptr %39, align 8, !tbaa !12
  %319 = load volatile ptr, ptr %39, align 8, !tbaa !12
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %39)
  %320 = icmp eq ptr %319, null
  br i1 %320, label %323, label %321

321:                                              ; preds = %313
  %322 = call ptr @__dynamic_cast(ptr nonnull %319, ptr nonnull @_ZTI1R, ptr nonnull @_ZTI2L2, i64 -2) #10
  br label %323

323:                                              ; preds = %313, %321
  %324 = phi ptr [ %322, %321 ], [ null, %313 ]
  call fastcc void @_ZL4showPKcPKv(ptr noundef nonnull @.str.42, ptr noundef %324)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %38)
  store volatile ptr %65, ptr %38, align 8, !tbaa !12
  %325 = load volatile ptr, ptr %38, align 8, !tbaa !12
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %38)
  %326 = icmp eq ptr %325, null
  br i1 %326, label %329, label %327

327:                                              ; preds = %323
  %328 = call ptr @__dynamic_cast(ptr nonnull %325, ptr nonnull @_ZTI2L2, ptr nonnull @_ZTI1R, i64 -2) #10
  br label %329

329:                                              ; preds = %323, %327
  %330 = phi ptr [ %328, %327 ], [ null, %323 ]
  call fastcc void @_ZL4showPKcPKv(ptr noundef nonnull @.str.43, ptr noundef %330)
  br i1 %295, label %336, label %331

331:                                              ; preds = %329
  %332 = load ptr, ptr %294, align 8, !tbaa !5
  %333 = getelementptr inbounds i8, ptr %332, i64 -16
  %334 = load i64, ptr %333, align 8
  %335 = getelementptr inbounds i8, ptr %294, i64 %334
  br label %336

336:                                              ; preds = %329, %331
  %337 = phi ptr [ %335, %331 ], [ null, %329 ]
  call fastcc void @_ZL4showPKcPKv(ptr noundef nonnull @.str.31, ptr noundef %337)
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %65) #10
  %338 = call i32 @puts(ptr nonnull dereferenceable(1) @str.108)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %66) #10
  %339 = getelementptr inbounds i8, ptr %66, i64 48
  %340 = getelementptr inbounds i8, ptr %66, i64 56
  store i32 10, ptr %340, align 8, !tbaa !14
  %341 = getelementptr inbounds i8, ptr %66, i64 8
  store i32 11, ptr %341, align 8, !tbaa !30
  %342 = getelementptr inbounds i8, ptr %66, i64 16
  %343 = getelementptr inbounds i8, ptr %66, i64 24
  store i32 10, ptr %343, align 8, !tbaa !14
  %344 = getelementptr inbounds i8, ptr %66, i64 28
  store i32 14, ptr %344, align 4, !tbaa !42
  %345 = getelementptr inbounds i8, ptr %66, i64 32
  %346 = getelementptr inbounds i8, ptr %66, i64 40
  store i32 9, ptr %346, align 8, !tbaa !44
  store ptr getelementptr inbounds inrange(-24, 0) (i8, ptr @_ZTV1M, i64 24), ptr %66, align 8, !tbaa !5
  store ptr getelementptr inbounds inrange(-24, 8) (i8, ptr @_ZTV1M, i64 96), ptr %339, align 8, !tbaa !5
  store ptr getelementptr inbounds inrange(-16, 8) (i8, ptr @_ZTV1M, i64 40), ptr %342, align 8, !tbaa !5
  store ptr getelementptr inbounds inrange(-16, 8) (i8, ptr @_ZTV1M, i64 64), ptr %345, align 8, !tbaa !5
  %347 = getelementptr inbounds i8, ptr %66, i64 44
  store i32 15, ptr %347, align 4, !tbaa !46
  store ptr %66, ptr @_ZL5whole, align 8, !tbaa !12
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %37)
  store volatile ptr %339, ptr %37, align 8, !tbaa !12
  %348 = load volatile ptr, ptr %37, align 8, !tbaa !12
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %37)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %36)
  store volatile ptr %342, ptr %36, align 8, !tbaa !12
  %349 = load volatile ptr, ptr %36, align 8, !tbaa !12
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %36)
  %350 = icmp eq ptr %348, null
  br i1 %350, label %354, label %351

351:                                              ; preds = %336
  %352 = call ptr @__dynamic_cast(ptr nonnull %348, ptr nonnull @_ZTI1V, ptr nonnull @_ZTI1L, i64 -1) #10
  call fastcc void @_ZL4showPKcPKv(ptr noundef nonnull @.str.45, ptr noundef %352)
  %353 = call ptr @__dynamic_cast(ptr nonnull %348, ptr nonnull @_ZTI1V, ptr nonnull @_ZTI2NV, i64 0) #10
  br label %355

354:                                              ; preds = %336
  call fastcc void @_ZL4showPKcPKv(ptr noundef nonnull @.str.45, ptr noundef null)
  br label %355

355:                                              ; preds = %354, %351
  %356 = phi ptr [ %353, %351 ], [ null, %354 ]
  call fastcc void @_ZL4showPKcPKv(ptr noundef nonnull @.str.46, ptr noundef %356)
  %357 = icmp eq ptr %349, null
  br i1 %357, label %361, label %358

358:                                              ; preds = %355
  %359 = call ptr @__dynamic_cast(ptr nonnull %349, ptr nonnull @_ZTI1V, ptr nonnull @_ZTI2NV, i64 0) #10
  call fastcc void @_ZL4showPKcPKv(ptr noundef nonnull @.str.47, ptr noundef %359)
  %360 = call ptr @__dynamic_cast(ptr nonnull %349, ptr nonnull @_ZTI1V, ptr nonnull @_ZTI1L, i64 -1) #10
  br label %362

361:                                              ; preds = %355
  call fastcc void @_ZL4showPKcPKv(ptr noundef nonnull @.str.47, ptr noundef null)
  br label %362

362:                                              ; preds = %361, %358
  %363 = phi ptr [ %360, %358 ], [ null, %361 ]
  call fastcc void @_ZL4showPKcPKv(ptr noundef nonnull @.str.48, ptr noundef %363)
  br i1 %350, label %366, label %364

364:                                              ; preds = %362
  %365 = call ptr @__dynamic_cast(ptr nonnull %348, ptr nonnull @_ZTI1V, ptr nonnull @_ZTI1M, i64 -1) #10
  br label %366

366:                                              ; preds = %362, %364
  %367 = phi ptr [ %365, %364 ], [ null, %362 ]
  call fastcc void @_ZL4showPKcPKv(ptr noundef nonnull @.str.49, ptr noundef %367)
  br i1 %357, label %370, label %368

368:                                              ; preds = %366
  %369 = call ptr @__dynamic_cast(ptr nonnull %349, ptr nonnull @_ZTI1V, ptr nonnull @_ZTI1M, i64 -1) #10
  br label %370

370:                                              ; preds = %366, %368
  %371 = phi ptr [ %369, %368 ], [ null, %366 ]
  call fastcc void @_ZL4showPKcPKv(ptr noundef nonnull @.str.50, ptr noundef %371)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %35)
  store volatile ptr %345, ptr %35, align 8, !tbaa !12
  %372 = load volatile ptr, ptr %35, align 8, !tbaa !12
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %35)
  %373 = icmp eq ptr %372, null
  br i1 %373, label %376, label %374

374:                                              ; preds = %370
  %375 = call ptr @__dynamic_cast(ptr nonnull %372, ptr nonnull @_ZTI1Z, ptr nonnull @_ZTI1V, i64 -2) #10
  br label %376

376:                                              ; preds = %370, %374
  %377 = phi ptr [ %375, %374 ], [ null, %370 ]
  call fastcc void @_ZL4showPKcPKv(ptr noundef nonnull @.str.51, ptr noundef %377)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %34)
  store volatile ptr %345, ptr %34, align 8, !tbaa !12
  %378 = load volatile ptr, ptr %34, align 8, !tbaa !12
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %34)
  %379 = icmp eq ptr %378, null
  br i1 %379, label %382, label %380

380:                                              ; preds = %376
  %381 = call ptr @__dynamic_cast(ptr nonnull %378, ptr nonnull @_ZTI1Z, ptr nonnull @_ZTI1L, i64 -2) #10
  br label %382

382:                                              ; preds = %376, %380
  %383 = phi ptr [ %381, %380 ], [ null, %376 ]
  call fastcc void @_ZL4showPKcPKv(ptr noundef nonnull @.str.52, ptr noundef %383)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %33)
  store volatile ptr %345, ptr %33, align 8, !tbaa !12
  %384 = load volatile ptr, ptr %33, align 8, !tbaa !12
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %33)
  %385 = icmp eq ptr %384, null
  br i1 %385, label %388, label %386

386:                                              ; preds = %382
  %387 = call ptr @__dynamic_cast(ptr nonnull %384, ptr nonnull @_ZTI1Z, ptr nonnull @_ZTI2NV, i64 -2) #10
  br label %388

388:                                              ; preds = %382, %386
  %389 = phi ptr [ %387, %386 ], [ null, %382 ]
  call fastcc void @_ZL4showPKcPKv(ptr noundef nonnull @.str.53, ptr noundef %389)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %32)
  store volatile ptr %345, ptr %32, align 8, !tbaa !12
  %390 = load volatile ptr, ptr %32, align 8, !tbaa !12
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %32)
  %391 = icmp eq ptr %390, null
  br i1 %391, label %397, label %392

392:                                              ; preds = %388
  %393 = load ptr, ptr %390, align 8, !tbaa !5
  %394 = getelementptr inbounds i8, ptr %393, i64 -16
  %395 = load i64, ptr %394, align 8
  %396 = getelementptr inbounds i8, ptr %390, i64 %395
  br label %397

397:                                              ; preds = %388, %392
  %398 = phi ptr [ %396, %392 ], [ null, %388 ]
  call fastcc void @_ZL4showPKcPKv(ptr noundef nonnull @.str.54, ptr noundef %398)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %31)
  store volatile ptr %342, ptr %31, align 8, !tbaa !12
  %399 = load volatile ptr, ptr %31, align 8, !tbaa !12
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %31)
  %400 = icmp eq ptr %399, null
  br i1 %400, label %403, label %401

401:                                              ; preds = %397
  %402 = call ptr @__dynamic_cast(ptr nonnull %399, ptr nonnull @_ZTI2NV, ptr nonnull @_ZTI1L, i64 -2) #10
  br label %403

403:                                              ; preds = %397, %401
  %404 = phi ptr [ %402, %401 ], [ null, %397 ]
  call fastcc void @_ZL4showPKcPKv(ptr noundef nonnull @.str.55, ptr noundef %404)
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %67) #10
  %405 = getelementptr inbounds i8, ptr %67, i64 8
  store i32 1, ptr %405, align 8, !tbaa !16
  %406 = getelementptr inbounds i8, ptr %67, i64 12
  store i32 19, ptr %406, align 4, !tbaa !48
  %407 = getelementptr inbounds i8, ptr %67, i64 16
  %408 = getelementptr inbounds i8, ptr %67, i64 24
  store i32 1, ptr %408, align 8, !tbaa !16
  %409 = getelementptr inbounds i8, ptr %67, i64 28
  store i32 20, ptr %409, align 4, !tbaa !50
  store ptr getelementptr inbounds inrange(-16, 8) (i8, ptr @_ZTV2AA, i64 16), ptr %67, align 8, !tbaa !5
  store ptr getelementptr inbounds inrange(-16, 8) (i8, ptr @_ZTV2AA, i64 40), ptr %407, align 8, !tbaa !5
  %410 = getelementptr inbounds i8, ptr %67, i64 32
  store i32 21, ptr %410, align 8, !tbaa !52
  store ptr %67, ptr @_ZL5whole, align 8, !tbaa !12
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %30)
  store volatile ptr %67, ptr %30, align 8, !tbaa !12
  %411 = load volatile ptr, ptr %30, align 8, !tbaa !12
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %30)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %29)
  store volatile ptr %407, ptr %29, align 8, !tbaa !12
  %412 = load volatile ptr, ptr %29, align 8, !tbaa !12
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %29)
  %413 = icmp eq ptr %411, null
  br i1 %413, label %416, label %414

414:                                              ; preds = %403
  %415 = call ptr @__dynamic_cast(ptr nonnull %411, ptr nonnull @_ZTI1A, ptr nonnull @_ZTI2AA, i64 -3) #10
  br label %416

416:                                              ; preds = %403, %414
  %417 = phi ptr [ %415, %414 ], [ null, %403 ]
  call fastcc void @_ZL4showPKcPKv(ptr noundef nonnull @.str.56, ptr noundef %417)
  %418 = icmp eq ptr %412, null
  br i1 %418, label %421, label %419

419:                                              ; preds = %416
  %420 = call ptr @__dynamic_cast(ptr nonnull %412, ptr nonnull @_ZTI1A, ptr nonnull @_ZTI2AA, i64 -3) #10
  br label %421

421:                                              ; preds = %416, %419
  %422 = phi ptr [ %420, %419 ], [ null, %416 ]
  call fastcc void @_ZL4showPKcPKv(ptr noundef nonnull @.str.57, ptr noundef %422)
  br i1 %413, label %426, label %423

423:                                              ; preds = %421
  %424 = call ptr @__dynamic_cast(ptr nonnull %411, ptr nonnull @_ZTI1A, ptr nonnull @_ZTI2A1, i64 0) #10
  call fastcc void @_ZL4showPKcPKv(ptr noundef nonnull @.str.58, ptr noundef %424)
  %425 = call ptr @__dynamic_cast(ptr nonnull %411, ptr nonnull @_ZTI1A, ptr nonnull @_ZTI2A2, i64 0) #10
  br label %427

426:                                              ; preds = %421
  call fastcc void @_ZL4showPKcPKv(ptr noundef nonnull @.str.58, ptr noundef null)
  br label %427

427:                                              ; preds = %426, %423
  %428 = phi ptr [ %425, %423 ], [ null, %426 ]
  call fastcc void @_ZL4showPKcPKv(ptr noundef nonnull @.str.59, ptr noundef %428)
  br i1 %418, label %435, label %429

429:                                              ; preds = %427
  %430 = call ptr @__dynamic_cast(ptr nonnull %412, ptr nonnull @_ZTI1A, ptr nonnull @_ZTI2A1, i64 0) #10
  call fastcc void @_ZL4showPKcPKv(ptr noundef nonnull @.str.60, ptr noundef %430)
  %431 = load ptr, ptr %412, align 8, !tbaa !5
  %432 = getelementptr inbounds i8, ptr %431, i64 -16
  %433 = load i64, ptr %432, align 8
  %434 = getelementptr inbounds i8, ptr %412, i64 %433
  br label %436

435:                                              ; preds = %427
  call fastcc void @_ZL4showPKcPKv(ptr noundef nonnull @.str.60, ptr noundef null)
  br label %436

436:                                              ; preds = %435, %429
  %437 = phi ptr [ %434, %429 ], [ null, %435 ]
  call fastcc void @_ZL4showPKcPKv(ptr noundef nonnull @.str.61, ptr noundef %437)
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %68) #10
  %438 = getelementptr inbounds i8, ptr %68, i64 40
  %439 = getelementptr inbounds i8, ptr %68, i64 48
  store i32 10, ptr %439, align 8, !tbaa !14
  %440 = getelementptr inbounds i8, ptr %68, i64 8
  store i32 31, ptr %440, align 8, !tbaa !54
  %441 = getelementptr inbounds i8, ptr %68, i64 12
  store i32 32, ptr %441, align 4, !tbaa !56
  %442 = getelementptr inbounds i8, ptr %68, i64 16
  %443 = getelementptr inbounds i8, ptr %68, i64 24
  store i32 31, ptr %443, align 8, !tbaa !54
  %444 = getelementptr inbounds i8, ptr %68, i64 28
  store i32 33, ptr %444, align 4, !tbaa !58
  store ptr getelementptr inbounds inrange(-24, 0) (i8, ptr @_ZTV3VPQ, i64 24), ptr %68, align 8, !tbaa !5
  store ptr getelementptr inbounds inrange(-24, 8) (i8, ptr @_ZTV3VPQ, i64 72), ptr %438, align 8, !tbaa !5
  store ptr getelementptr inbounds inrange(-24, 0) (i8, ptr @_ZTV3VPQ, i64 48), ptr %442, align 8, !tbaa !5
  %445 = getelementptr inbounds i8, ptr %68, i64 32
  store i32 34, ptr %445, align 8, !tbaa !60
  store ptr %68, ptr @_ZL5whole, align 8, !tbaa !12
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %28)
  store volatile ptr %438, ptr %28, align 8, !tbaa !12
  %446 = load volatile ptr, ptr %28, align 8, !tbaa !12
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %28)
  %447 = icmp eq ptr %446, null
  br i1 %447, label %453, label %448

448:                                              ; preds = %436
  %449 = call ptr @__dynamic_cast(ptr nonnull %446, ptr nonnull @_ZTI1V, ptr nonnull @_ZTI2VC, i64 -1) #10
  call fastcc void @_ZL4showPKcPKv(ptr noundef nonnull @.str.62, ptr noundef %449)
  %450 = call ptr @__dynamic_cast(ptr nonnull %446, ptr nonnull @_ZTI1V, ptr nonnull @_ZTI2VP, i64 -1) #10
  call fastcc void @_ZL4showPKcPKv(ptr noundef nonnull @.str.63, ptr noundef %450)
  %451 = call ptr @__dynamic_cast(ptr nonnull %446, ptr nonnull @_ZTI1V, ptr nonnull @_ZTI2VQ, i64 -1) #10
  call fastcc void @_ZL4showPKcPKv(ptr noundef nonnull @.str.64, ptr noundef %451)
  %452 = call ptr @__dynamic_cast(ptr nonnull %446, ptr nonnull @_ZTI1V, ptr nonnull @_ZTI3VPQ, i64 -1) #10
  br label %454

453:                                              ; preds = %436
  call fastcc void @_ZL4showPKcPKv(ptr noundef nonnull @.str.62, ptr noundef null)
  call fastcc void @_ZL4showPKcPKv(ptr noundef nonnull @.str.63, ptr noundef null)
  call fastcc void @_ZL4showPKcPKv(ptr noundef nonnull @.str.64, ptr noundef null)
  br label %454

454:                                              ; preds = %453, %448
  %455 = phi ptr [ %452, %448 ], [ null, %453 ]
  call fastcc void @_ZL4showPKcPKv(ptr noundef nonnull @.str.65, ptr noundef %455)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %27)
  store volatile ptr %68, ptr %27, align 8, !tbaa !12
  %456 = load volatile ptr, ptr %27, align 8, !tbaa !12
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %27)
  %457 = icmp eq ptr %456, null
  br i1 %457, label %460, label %458

458:                                              ; preds = %454
  %459 = call ptr @__dynamic_cast(ptr nonnull %456, ptr nonnull @_ZTI2VP, ptr nonnull @_ZTI2VQ, i64 -2) #10
  br label %460

460:                                              ; preds = %454, %458
  %461 = phi ptr [ %459, %458 ], [ null, %454 ]
  call fastcc void @_ZL4showPKcPKv(ptr noundef nonnull @.str.66, ptr noundef %461)
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %68) #10
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %67) #10
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %66) #10
  %462 = call i32 @puts(ptr nonnull dereferenceable(1) @str.109)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %69) #10
  %463 = getelementptr inbounds i8, ptr %69, i64 8
  store i32 1, ptr %463, align 8, !tbaa !16
  store ptr getelementptr inbounds inrange(-16, 8) (i8, ptr @_ZTV5PrivA, i64 16), ptr %69, align 8, !tbaa !5
  %464 = getelementptr inbounds i8, ptr %69, i64 12
  store i32 22, ptr %464, align 4, !tbaa !62
  store ptr %69, ptr @_ZL5whole, align 8, !tbaa !12
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %26)
  store volatile ptr %69, ptr %26, align 8, !tbaa !12
  %465 = load volatile ptr, ptr %26, align 8, !tbaa !12
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %26)
  %466 = icmp eq ptr %465, null
  br i1 %466, label %469, label %467

467:                                              ; preds = %460
  %468 = call ptr @__dynamic_cast(ptr nonnull %465, ptr nonnull @_ZTI1A, ptr nonnull @_ZTI5PrivA, i64 -2) #10
  br label %469

469:                                              ; preds = %460, %467
  %470 = phi ptr [ %468, %467 ], [ null, %460 ]
  call fastcc void @_ZL4showPKcPKv(ptr noundef nonnull @.str.68, ptr noundef %470)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %25)
  store volatile ptr %69, ptr %25, align 8, !tbaa !12
  %471 = load volatile ptr, ptr %25, align 8, !tbaa !12
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %25)
  %472 = icmp eq ptr %471, null
  br i1 %472, label %478, label %473

473:                                              ; preds = %469
  %474 = load ptr, ptr %471, align 8, !tbaa !5
  %475 = getelementptr inbounds i8, ptr %474, i64 -16
  %476 = load i64, ptr %475, align 8
  %477 = getelementptr inbounds i8, ptr %471, i64 %476
  br label %478

478:                                              ; preds = %469, %473
  %479 = phi ptr [ %477, %473 ], [ null, %469 ]
  call fastcc void @_ZL4showPKcPKv(ptr noundef nonnull @.str.5, ptr noundef %479)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %70) #10
  %480 = getelementptr inbounds i8, ptr %70, i64 8
  store i32 1, ptr %480, align 8, !tbaa !16
  store ptr getelementptr inbounds inrange(-16, 8) (i8, ptr @_ZTV5ProtA, i64 16), ptr %70, align 8, !tbaa !5
  %481 = getelementptr inbounds i8, ptr %70, i64 12
  store i32 23, ptr %481, align 4, !tbaa !64
  store ptr %70, ptr @_ZL5whole, align 8, !tbaa !12
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %24)
  store volatile ptr %70, ptr %24, align 8, !tbaa !12
  %482 = load volatile ptr, ptr %24, align 8, !tbaa !12
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %24)
  %483 = icmp eq ptr %482, null
  br i1 %483, label %486, label %484

484:                                              ; preds = %478
  %485 = call ptr @__dynamic_cast(ptr nonnull %482, ptr nonnull @_ZTI1A, ptr nonnull @_ZTI5ProtA, i64 -2) #10
  br label %486

486:                                              ; preds = %478, %484
  %487 = phi ptr [ %485, %484 ], [ null, %478 ]
  call fastcc void @_ZL4showPKcPKv(ptr noundef nonnull @.str.69, ptr noundef %487)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %71) #10
  %488 = getelementptr inbounds i8, ptr %71, i64 8
  store i32 1, ptr %488, align 8, !tbaa !16
  %489 = getelementptr inbounds i8, ptr %71, i64 12
  store i32 22, ptr %489, align 4, !tbaa !62
  %490 = getelementptr inbounds i8, ptr %71, i64 16
  %491 = getelementptr inbounds i8, ptr %71, i64 24
  store i32 6, ptr %491, align 8, !tbaa !24
  store ptr getelementptr inbounds inrange(-16, 8) (i8, ptr @_ZTV7HasPriv, i64 16), ptr %71, align 8, !tbaa !5
  store ptr getelementptr inbounds inrange(-16, 8) (i8, ptr @_ZTV7HasPriv, i64 40), ptr %490, align 8, !tbaa !5
  %492 = getelementptr inbounds i8, ptr %71, i64 28
  store i32 24, ptr %492, align 4, !tbaa !66
  store ptr %71, ptr @_ZL5whole, align 8, !tbaa !12
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %23)
  store volatile ptr %71, ptr %23, align 8, !tbaa !12
  %493 = load volatile ptr, ptr %23, align 8, !tbaa !12
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %23)
  %494 = icmp eq ptr %493, null
  br i1 %494, label %497, label %495

495:                                              ; preds = %486
  %496 = call ptr @__dynamic_cast(ptr nonnull %493, ptr nonnull @_ZTI1A, ptr nonnull @_ZTI7HasPriv, i64 -2) #10
  br label %497

497:                                              ; preds = %486, %495
  %498 = phi ptr [ %496, %495 ], [ null, %486 ]
  call fastcc void @_ZL4showPKcPKv(ptr noundef nonnull @.str.70, ptr noundef %498)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %22)
  store volatile ptr %71, ptr %22, align 8, !tbaa !12
  %499 = load volatile ptr, ptr %22, align 8, !tbaa !12
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %22)
  %500 = icmp eq ptr %499, null
  br i1 %500, label %503, label %501

501:                                              ; preds = %497
  %502 = call ptr @__dynamic_cast(ptr nonnull %499, ptr nonnull @_ZTI1A, ptr nonnull @_ZTI1X, i64 -2) #10
  br label %503

503:                                              ; preds = %497, %501
  %504 = phi ptr [ %502, %501 ], [ null, %497 ]
  call fastcc void @_ZL4showPKcPKv(ptr noundef nonnull @.str.71, ptr noundef %504)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %21)
  store volatile ptr %490, ptr %21, align 8, !tbaa !12
  %505 = load volatile ptr, ptr %21, align 8, !tbaa !12
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %21)
  %506 = icmp eq ptr %505, null
  br i1 %506, label %509, label %507

507:                                              ; preds = %503
  %508 = call ptr @__dynamic_cast(ptr nonnull %505, ptr nonnull @_ZTI1X, ptr nonnull @_ZTI5PrivA, i64 -2) #10
  br label %509

509:                                              ; preds = %503, %507
  %510 = phi ptr [ %508, %507 ], [ null, %503 ]
  call fastcc void @_ZL4showPKcPKv(ptr noundef nonnull @.str.72, ptr noundef %510)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %20)
  store volatile ptr %490, ptr %20, align 8, !tbaa !12
  %511 = load volatile ptr, ptr %20, align 8, !tbaa !12
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %20)
  %512 = icmp eq ptr %511, null
  br i1 %512, label %515, label %513

513:                                              ; preds = %509
  %514 = call ptr @__dynamic_cast(ptr nonnull %511, ptr nonnull @_ZTI1X, ptr nonnull @_ZTI7HasPriv, i64 16) #10
  br label %515

515:                                              ; preds = %509, %513
  %516 = phi ptr [ %514, %513 ], [ null, %509 ]
  call fastcc void @_ZL4showPKcPKv(ptr noundef nonnull @.str.73, ptr noundef %516)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %72) #10
  %517 = getelementptr inbounds i8, ptr %72, i64 16
  %518 = getelementptr inbounds i8, ptr %72, i64 24
  store i32 10, ptr %518, align 8, !tbaa !14
  %519 = getelementptr inbounds i8, ptr %72, i64 8
  store i32 25, ptr %519, align 8, !tbaa !68
  store ptr getelementptr inbounds inrange(-24, 0) (i8, ptr @_ZTV3PVD, i64 24), ptr %72, align 8, !tbaa !5
  store ptr getelementptr inbounds inrange(-24, 8) (i8, ptr @_ZTV3PVD, i64 48), ptr %517, align 8, !tbaa !5
  %520 = getelementptr inbounds i8, ptr %72, i64 12
  store i32 26, ptr %520, align 4, !tbaa !70
  store ptr %72, ptr @_ZL5whole, align 8, !tbaa !12
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %19)
  store volatile ptr %517, ptr %19, align 8, !tbaa !12
  %521 = load volatile ptr, ptr %19, align 8, !tbaa !12
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %19)
  %522 = icmp eq ptr %521, null
  br i1 %522, label %525, label %523

523:                                              ; preds = %515
  %524 = call ptr @__dynamic_cast(ptr nonnull %521, ptr nonnull @_ZTI1V, ptr nonnull @_ZTI2PV, i64 -2) #10
  br label %525

525:                                              ; preds = %515, %523
  %526 = phi ptr [ %524, %523 ], [ null, %515 ]
  call fastcc void @_ZL4showPKcPKv(ptr noundef nonnull @.str.74, ptr noundef %526)
  %527 = load ptr, ptr %72, align 8, !tbaa !5
  %528 = getelementptr i8, ptr %527, i64 -24
  %529 = load i64, ptr %528, align 8
  %530 = getelementptr inbounds i8, ptr %72, i64 %529
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %18)
  store volatile ptr %530, ptr %18, align 8, !tbaa !12
  %531 = load volatile ptr, ptr %18, align 8, !tbaa !12
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %18)
  %532 = icmp eq ptr %531, null
  br i1 %532, label %535, label %533

533:                                              ; preds = %525
  %534 = call ptr @__dynamic_cast(ptr nonnull %531, ptr nonnull @_ZTI1V, ptr nonnull @_ZTI3PVD, i64 -1) #10
  br label %535

535:                                              ; preds = %525, %533
  %536 = phi ptr [ %534, %533 ], [ null, %525 ]
  call fastcc void @_ZL4showPKcPKv(ptr noundef nonnull @.str.75, ptr noundef %536)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %73) #10
  %537 = getelementptr inbounds i8, ptr %73, i64 8
  store i32 6, ptr %537, align 8, !tbaa !24
  %538 = getelementptr inbounds i8, ptr %73, i64 12
  store i32 27, ptr %538, align 4, !tbaa !72
  %539 = getelementptr inbounds i8, ptr %73, i64 16
  %540 = getelementptr inbounds i8, ptr %73, i64 24
  store i32 7, ptr %540, align 8, !tbaa !26
  store ptr getelementptr inbounds inrange(-16, 8) (i8, ptr @_ZTV3PXY, i64 16), ptr %73, align 8, !tbaa !5
  store ptr getelementptr inbounds inrange(-16, 8) (i8, ptr @_ZTV3PXY, i64 40), ptr %539, align 8, !tbaa !5
  %541 = getelementptr inbounds i8, ptr %73, i64 28
  store i32 28, ptr %541, align 4, !tbaa !74
  store ptr %73, ptr @_ZL5whole, align 8, !tbaa !12
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %17)
  store volatile ptr %73, ptr %17, align 8, !tbaa !12
  %542 = load volatile ptr, ptr %17, align 8, !tbaa !12
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %17)
  %543 = icmp eq ptr %542, null
  br i1 %543, label %546, label %544

544:                                              ; preds = %535
  %545 = call ptr @__dynamic_cast(ptr nonnull %542, ptr nonnull @_ZTI1X, ptr nonnull @_ZTI2PX, i64 -2) #10
  br label %546

546:                                              ; preds = %535, %544
  %547 = phi ptr [ %545, %544 ], [ null, %535 ]
  call fastcc void @_ZL4showPKcPKv(ptr noundef nonnull @.str.76, ptr noundef %547)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %16)
  store volatile ptr %73, ptr %16, align 8, !tbaa !12
  %548 = load volatile ptr, ptr %16, align 8, !tbaa !12
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %16)
  %549 = icmp eq ptr %548, null
  br i1 %549, label %552, label %550

550:                                              ; preds = %546
  %551 = call ptr @__dynamic_cast(ptr nonnull %548, ptr nonnull @_ZTI1X, ptr nonnull @_ZTI3PXY, i64 -2) #10
  br label %552

552:                                              ; preds = %546, %550
  %553 = phi ptr [ %551, %550 ], [ null, %546 ]
  call fastcc void @_ZL4showPKcPKv(ptr noundef nonnull @.str.77, ptr noundef %553)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %15)
  store volatile ptr %73, ptr %15, align 8, !tbaa !12
  %554 = load volatile ptr, ptr %15, align 8, !tbaa !12
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %15)
  %555 = icmp eq ptr %554, null
  br i1 %555, label %558, label %556

556:                                              ; preds = %552
  %557 = call ptr @__dynamic_cast(ptr nonnull %554, ptr nonnull @_ZTI1X, ptr nonnull @_ZTI1Y, i64 -2) #10
  br label %558

558:                                              ; preds = %552, %556
  %559 = phi ptr [ %557, %556 ], [ null, %552 ]
  call fastcc void @_ZL4showPKcPKv(ptr noundef nonnull @.str.78, ptr noundef %559)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %14)
  store volatile ptr %539, ptr %14, align 8, !tbaa !12
  %560 = load volatile ptr, ptr %14, align 8, !tbaa !12
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %14)
  %561 = icmp eq ptr %560, null
  br i1 %561, label %564, label %562

562:                                              ; preds = %558
  %563 = call ptr @__dynamic_cast(ptr nonnull %560, ptr nonnull @_ZTI1Y, ptr nonnull @_ZTI2PX, i64 -2) #10
  br label %564

564:                                              ; preds = %558, %562
  %565 = phi ptr [ %563, %562 ], [ null, %558 ]
  call fastcc void @_ZL4showPKcPKv(ptr noundef nonnull @.str.79, ptr noundef %565)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %73) #10
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %72) #10
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %71) #10
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %70) #10
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %69) #10
  %566 = call i32 @puts(ptr nonnull dereferenceable(1) @str.110)
  store ptr @_ZL10cd_storage, ptr @_ZL5whole, align 8, !tbaa !12
  store i32 10, ptr getelementptr inbounds (i8, ptr @_ZL10cd_storage, i64 40), align 8, !tbaa !14
  store ptr getelementptr inbounds inrange(-16, 8) (i8, ptr @_ZTV1Z, i64 16), ptr @_ZL10cd_storage, align 8, !tbaa !5
  store i32 9, ptr getelementptr inbounds (i8, ptr @_ZL10cd_storage, i64 8), align 8, !tbaa !44
  store ptr getelementptr inbounds inrange(-24, 0) (i8, ptr @_ZTC2CD16_2CV, i64 24), ptr getelementptr inbounds (i8, ptr @_ZL10cd_storage, i64 16), align 8, !tbaa !5
  store ptr getelementptr inbounds inrange(-24, 8) (i8, ptr @_ZTC2CD16_2CV, i64 48), ptr getelementptr inbounds (i8, ptr @_ZL10cd_storage, i64 32), align 8, !tbaa !5
  store i32 29, ptr getelementptr inbounds (i8, ptr @_ZL10cd_storage, i64 24), align 8, !tbaa !8
  call fastcc void @_ZL7in_ctorP1V(ptr noundef nonnull getelementptr inbounds (i8, ptr @_ZL10cd_storage, i64 32))
  store ptr getelementptr inbounds inrange(-24, 8) (i8, ptr @_ZTV2CD, i64 24), ptr @_ZL10cd_storage, align 8, !tbaa !5
  store ptr getelementptr inbounds inrange(-24, 0) (i8, ptr @_ZTV2CD, i64 56), ptr getelementptr inbounds (i8, ptr @_ZL10cd_storage, i64 16), align 8, !tbaa !5
  store ptr getelementptr inbounds inrange(-24, 8) (i8, ptr @_ZTV2CD, i64 80), ptr getelementptr inbounds (i8, ptr @_ZL10cd_storage, i64 32), align 8, !tbaa !5
  store i32 30, ptr getelementptr inbounds (i8, ptr @_ZL10cd_storage, i64 28), align 4, !tbaa !76
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %13)
  store volatile ptr getelementptr inbounds (i8, ptr @_ZL10cd_storage, i64 32), ptr %13, align 8, !tbaa !12
  %567 = load volatile ptr, ptr %13, align 8, !tbaa !12
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %13)
  %568 = icmp eq ptr %567, null
  br i1 %568, label %571, label %569

569:                                              ; preds = %564
  %570 = call ptr @__dynamic_cast(ptr nonnull %567, ptr nonnull @_ZTI1V, ptr nonnull @_ZTI2CV, i64 -1) #10
  br label %571

571:                                              ; preds = %564, %569
  %572 = phi ptr [ %570, %569 ], [ null, %564 ]
  call fastcc void @_ZL4showPKcPKv(ptr noundef nonnull @.str.81, ptr noundef %572)
  %573 = load ptr, ptr @_ZL10cd_storage, align 8, !tbaa !5
  %574 = getelementptr i8, ptr %573, i64 -24
  %575 = load i64, ptr %574, align 8
  %576 = getelementptr inbounds i8, ptr @_ZL10cd_storage, i64 %575
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %12)
  store volatile ptr %576, ptr %12, align 8, !tbaa !12
  %577 = load volatile ptr, ptr %12, align 8, !tbaa !12
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %12)
  %578 = icmp eq ptr %577, null
  br i1 %578, label %581, label %579

579:                                              ; preds = %571
  %580 = call ptr @__dynamic_cast(ptr nonnull %577, ptr nonnull @_ZTI1V, ptr nonnull @_ZTI2CD, i64 -1) #10
  br label %581

581:                                              ; preds = %571, %579
  %582 = phi ptr [ %580, %579 ], [ null, %571 ]
  call fastcc void @_ZL4showPKcPKv(ptr noundef nonnull @.str.82, ptr noundef %582)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %11)
  store volatile ptr @_ZL10cd_storage, ptr %11, align 8, !tbaa !12
  %583 = load volatile ptr, ptr %11, align 8, !tbaa !12
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %11)
  %584 = icmp eq ptr %583, null
  br i1 %584, label %587, label %585

585:                                              ; preds = %581
  %586 = call ptr @__dynamic_cast(ptr nonnull %583, ptr nonnull @_ZTI1Z, ptr nonnull @_ZTI1V, i64 -2) #10
  br label %587

587:                                              ; preds = %581, %585
  %588 = phi ptr [ %586, %585 ], [ null, %581 ]
  call fastcc void @_ZL4showPKcPKv(ptr noundef nonnull @.str.83, ptr noundef %588)
  %589 = load ptr, ptr @_ZL10cd_storage, align 8, !tbaa !5
  %590 = getelementptr i8, ptr %589, i64 -24
  %591 = load i64, ptr %590, align 8
  %592 = getelementptr inbounds i8, ptr @_ZL10cd_storage, i64 %591
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %10)
  store volatile ptr %592, ptr %10, align 8, !tbaa !12
  %593 = load volatile ptr, ptr %10, align 8, !tbaa !12
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %10)
  %594 = icmp eq ptr %593, null
  br i1 %594, label %600, label %595

595:                                              ; preds = %587
  %596 = load ptr, ptr %593, align 8, !tbaa !5
  %597 = getelementptr inbounds i8, ptr %596, i64 -16
  %598 = load i64, ptr %597, align 8
  %599 = getelementptr inbounds i8, ptr %593, i64 %598
  br label %600

600:                                              ; preds = %587, %595
  %601 = phi ptr [ %599, %595 ], [ null, %587 ]
  call fastcc void @_ZL4showPKcPKv(ptr noundef nonnull @.str.84, ptr noundef %601)
  %602 = call i32 @puts(ptr nonnull dereferenceable(1) @str.111)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %74) #10
  %603 = getelementptr inbounds i8, ptr %74, i64 32
  %604 = getelementptr inbounds i8, ptr %74, i64 40
  store i32 10, ptr %604, align 8, !tbaa !14
  %605 = getelementptr inbounds i8, ptr %74, i64 8
  store i32 11, ptr %605, align 8, !tbaa !30
  %606 = getelementptr inbounds i8, ptr %74, i64 16
  %607 = getelementptr inbounds i8, ptr %74, i64 24
  store i32 12, ptr %607, align 8, !tbaa !32
  store ptr getelementptr inbounds inrange(-24, 0) (i8, ptr @_ZTV1D, i64 24), ptr %74, align 8, !tbaa !5
  store ptr getelementptr inbounds inrange(-24, 8) (i8, ptr @_ZTV1D, i64 72), ptr %603, align 8, !tbaa !5
  store ptr getelementptr inbounds inrange(-24, 0) (i8, ptr @_ZTV1D, i64 48), ptr %606, align 8, !tbaa !5
  %608 = getelementptr inbounds i8, ptr %74, i64 28
  store i32 13, ptr %608, align 4, !tbaa !34
  store ptr %74, ptr @_ZL5whole, align 8, !tbaa !12
  %609 = call i32 @puts(ptr nonnull dereferenceable(1) @str.112)
  %610 = load ptr, ptr %74, align 8, !tbaa !5
  %611 = getelementptr i8, ptr %610, i64 -24
  %612 = load i64, ptr %611, align 8
  %613 = getelementptr inbounds i8, ptr %74, i64 %612
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %9)
  store volatile ptr %613, ptr %9, align 8, !tbaa !12
  %614 = load volatile ptr, ptr %9, align 8, !tbaa !12
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %9)
  %615 = call fastcc noundef i32 @_ZL8ref_castI1D1VEiRT0_(ptr noundef nonnull align 8 dereferenceable(12) %614)
  %616 = call i32 @puts(ptr nonnull dereferenceable(1) @str.113)
  %617 = load ptr, ptr %74, align 8, !tbaa !5
  %618 = getelementptr i8, ptr %617, i64 -24
  %619 = load i64, ptr %618, align 8
  %620 = getelementptr inbounds i8, ptr %74, i64 %619
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8)
  store volatile ptr %620, ptr %8, align 8, !tbaa !12
  %621 = load volatile ptr, ptr %8, align 8, !tbaa !12
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8)
  %622 = call fastcc noundef i32 @_ZL8ref_castI1R1VEiRT0_(ptr noundef nonnull align 8 dereferenceable(12) %621)
  %623 = add nuw nsw i32 %622, %615
  %624 = call i32 @puts(ptr nonnull dereferenceable(1) @str.114)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  store volatile ptr %74, ptr %7, align 8, !tbaa !12
  %625 = load volatile ptr, ptr %7, align 8, !tbaa !12
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7)
  %626 = call fastcc noundef i32 @_ZL8ref_castI1R1LEiRT0_(ptr noundef nonnull align 8 dereferenceable(12) %625)
  %627 = add nuw nsw i32 %623, %626
  %628 = call i32 @puts(ptr nonnull dereferenceable(1) @str.115)
  %629 = load ptr, ptr %74, align 8, !tbaa !5
  %630 = getelementptr i8, ptr %629, i64 -24
  %631 = load i64, ptr %630, align 8
  %632 = getelementptr inbounds i8, ptr %74, i64 %631
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6)
  store volatile ptr %632, ptr %6, align 8, !tbaa !12
  %633 = load volatile ptr, ptr %6, align 8, !tbaa !12
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6)
  %634 = call fastcc noundef i32 @_ZL8ref_castI1M1VEiRT0_(ptr noundef nonnull align 8 dereferenceable(12) %633)
  %635 = add nuw nsw i32 %627, %634
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %75) #10
  %636 = getelementptr inbounds i8, ptr %75, i64 8
  store i32 1, ptr %636, align 8, !tbaa !16
  %637 = getelementptr inbounds i8, ptr %75, i64 12
  store i32 2, ptr %637, align 4, !tbaa !18
  store ptr getelementptr inbounds inrange(-16, 8) (i8, ptr @_ZTV1C, i64 16), ptr %75, align 8, !tbaa !5
  %638 = getelementptr inbounds i8, ptr %75, i64 16
  store i32 3, ptr %638, align 8, !tbaa !20
  store ptr %75, ptr @_ZL5whole, align 8, !tbaa !12
  %639 = call i32 @puts(ptr nonnull dereferenceable(1) @str.116)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5)
  store volatile ptr %75, ptr %5, align 8, !tbaa !12
  %640 = load volatile ptr, ptr %5, align 8, !tbaa !12
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5)
  %641 = call fastcc noundef i32 @_ZL8ref_castI3Sib1AEiRT0_(ptr noundef nonnull align 8 dereferenceable(12) %640)
  %642 = add nuw nsw i32 %635, %641
  %643 = call i32 @puts(ptr nonnull dereferenceable(1) @str.117)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4)
  store volatile ptr %75, ptr %4, align 8, !tbaa !12
  %644 = load volatile ptr, ptr %4, align 8, !tbaa !12
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4)
  %645 = call fastcc noundef i32 @_ZL8ref_castI3Fin1AEiRT0_(ptr noundef nonnull align 8 dereferenceable(12) %644)
  %646 = add nuw nsw i32 %642, %645
  %647 = call i32 @puts(ptr nonnull dereferenceable(1) @str.118)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  store volatile ptr %75, ptr %3, align 8, !tbaa !12
  %648 = load volatile ptr, ptr %3, align 8, !tbaa !12
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  %649 = call fastcc noundef i32 @_ZL8ref_castI1X1AEiRT0_(ptr noundef nonnull align 8 dereferenceable(12) %648)
  %650 = add nuw nsw i32 %646, %649
  %651 = call i32 @puts(ptr nonnull dereferenceable(1) @str.119)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  store volatile ptr %75, ptr %2, align 8, !tbaa !12
  %652 = load volatile ptr, ptr %2, align 8, !tbaa !12
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  %653 = call fastcc noundef i32 @_ZL8ref_castIK1C1AEiRT0_(ptr noundef nonnull align 8 dereferenceable(12) %652)
  %654 = add nuw nsw i32 %650, %653
  %655 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.94, i32 noundef %654)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store volatile ptr %75, ptr %1, align 8, !tbaa !12
  %656 = load volatile ptr, ptr %1, align 8, !tbaa !12
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  %657 = call ptr @__dynamic_cast(ptr %656, ptr nonnull @_ZTI1A, ptr nonnull @_ZTI3Sib, i64 0) #10
  %658 = icmp eq ptr %657, null
  br i1 %658, label %659, label %661

659:                                              ; preds = %600
  invoke void @__cxa_bad_cast() #11
          to label %660 unwind label %665

660:                                              ; preds = %659
  unreachable

661:                                              ; preds = %600
  %662 = getelementptr inbounds i8, ptr %657, i64 12
  %663 = load i32, ptr %662, align 4, !tbaa !78
  %664 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.95, i32 noundef %663)
  br label %678

665:                                              ; preds = %659
  %666 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTISt9exception
  %667 = extractvalue { ptr, i32 } %666, 1
  %668 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt9exception) #10
  %669 = icmp eq i32 %667, %668
  br i1 %669, label %670, label %679

670:                                              ; preds = %665
  %671 = extractvalue { ptr, i32 } %666, 0
  %672 = call ptr @__cxa_begin_catch(ptr %671) #10
  %673 = load ptr, ptr %672, align 8, !tbaa !5
  %674 = getelementptr inbounds i8, ptr %673, i64 16
  %675 = load ptr, ptr %674, align 8
  %676 = call noundef ptr %675(ptr noundef nonnull align 8 dereferenceable(8) %672) #10
  %677 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.96, ptr noundef %676)
  call void @__cxa_end_catch()
  br label %678

678:                                              ; preds = %670, %661
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %75) #10
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %74) #10
  ret i32 0

679:                                              ; preds = %665
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %75) #10
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %74) #10
  resume { ptr, i32 } %666
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #4

; Function Attrs: mustprogress nofree noinline nounwind uwtable
define internal fastcc void @_ZL4showPKcPKv(ptr noundef %0, ptr noundef %1) unnamed_addr #1 {
  %3 = icmp eq ptr %1, null
  br i1 %3, label %4, label %6

4:                                                ; preds = %2
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.101, ptr noundef %0)
  br label %12

6:                                                ; preds = %2
  %7 = load ptr, ptr @_ZL5whole, align 8, !tbaa !12
  %8 = ptrtoint ptr %1 to i64
  %9 = ptrtoint ptr %7 to i64
  %10 = sub i64 %8, %9
  %11 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.102, ptr noundef %0, i64 noundef %10)
  br label %12

12:                                               ; preds = %6, %4
  ret void
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(read)
declare ptr @__dynamic_cast(ptr, ptr, ptr, i64) local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #4

; Function Attrs: mustprogress noinline norecurse uwtable
define internal fastcc noundef range(i32 0, 2) i32 @_ZL8ref_castI1D1VEiRT0_(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #6 personality ptr @__gxx_personality_v0 {
  %2 = tail call ptr @__dynamic_cast(ptr nonnull %0, ptr nonnull @_ZTI1V, ptr nonnull @_ZTI1D, i64 -1) #10
  %3 = icmp eq ptr %2, null
  br i1 %3, label %4, label %6

4:                                                ; preds = %1
  invoke void @__cxa_bad_cast() #11
          to label %5 unwind label %7

5:                                                ; preds = %4
  unreachable

6:                                                ; preds = %1
  tail call fastcc void @_ZL4showPKcPKv(ptr noundef nonnull @.str.103, ptr noundef nonnull %2)
  br label %20

7:                                                ; preds = %4
  %8 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTISt8bad_cast
  %9 = extractvalue { ptr, i32 } %8, 1
  %10 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt8bad_cast) #10
  %11 = icmp eq i32 %9, %10
  br i1 %11, label %12, label %22

12:                                               ; preds = %7
  %13 = extractvalue { ptr, i32 } %8, 0
  %14 = tail call ptr @__cxa_begin_catch(ptr %13) #10
  %15 = load ptr, ptr %14, align 8, !tbaa !5
  %16 = getelementptr inbounds i8, ptr %15, i64 16
  %17 = load ptr, ptr %16, align 8
  %18 = tail call noundef ptr %17(ptr noundef nonnull align 8 dereferenceable(8) %14) #10
  %19 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.104, ptr noundef %18)
  tail call void @__cxa_end_catch()
  br label %20

20:                                               ; preds = %6, %12
  %21 = phi i32 [ 0, %12 ], [ 1, %6 ]
  ret i32 %21

22:                                               ; preds = %7
  resume { ptr, i32 } %8
}

; Function Attrs: mustprogress noinline norecurse uwtable
define internal fastcc noundef range(i32 0, 2) i32 @_ZL8ref_castI1R1VEiRT0_(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #6 personality ptr @__gxx_personality_v0 {
  %2 = tail call ptr @__dynamic_cast(ptr nonnull %0, ptr nonnull @_ZTI1V, ptr nonnull @_ZTI1R, i64 -1) #10
  %3 = icmp eq ptr %2, null
  br i1 %3, label %4, label %6

4:                                                ; preds = %1
  invoke void @__cxa_bad_cast() #11
          to label %5 unwind label %7

5:                                                ; preds = %4
  unreachable

6:                                                ; preds = %1
  tail call fastcc void @_ZL4showPKcPKv(ptr noundef nonnull @.str.103, ptr noundef nonnull %2)
  br label %20

7:                                                ; preds = %4
  %8 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTISt8bad_cast
  %9 = extractvalue { ptr, i32 } %8, 1
  %10 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt8bad_cast) #10
  %11 = icmp eq i32 %9, %10
  br i1 %11, label %12, label %22

12:                                               ; preds = %7
  %13 = extractvalue { ptr, i32 } %8, 0
  %14 = tail call ptr @__cxa_begin_catch(ptr %13) #10
  %15 = load ptr, ptr %14, align 8, !tbaa !5
  %16 = getelementptr inbounds i8, ptr %15, i64 16
  %17 = load ptr, ptr %16, align 8
  %18 = tail call noundef ptr %17(ptr noundef nonnull align 8 dereferenceable(8) %14) #10
  %19 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.104, ptr noundef %18)
  tail call void @__cxa_end_catch()
  br label %20

20:                                               ; preds = %6, %12
  %21 = phi i32 [ 0, %12 ], [ 1, %6 ]
  ret i32 %21

22:                                               ; preds = %7
  resume { ptr, i32 } %8
}

; Function Attrs: mustprogress noinline norecurse uwtable
define internal fastcc noundef range(i32 0, 2) i32 @_ZL8ref_castI1R1LEiRT0_(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #6 personality ptr @__gxx_personality_v0 {
  %2 = tail call ptr @__dynamic_cast(ptr nonnull %0, ptr nonnull @_ZTI1L, ptr nonnull @_ZTI1R, i64 -2) #10
  %3 = icmp eq ptr %2, null
  br i1 %3, label %4, label %6

4:                                                ; preds = %1
  invoke void @__cxa_bad_cast() #11
          to label %5 unwind label %7

5:                                                ; preds = %4
  unreachable

6:                                                ; preds = %1
  tail call fastcc void @_ZL4showPKcPKv(ptr noundef nonnull @.str.103, ptr noundef nonnull %2)
  br label %20

7:                                                ; preds = %4
  %8 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTISt8bad_cast
  %9 = extractvalue { ptr, i32 } %8, 1
  %10 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt8bad_cast) #10
  %11 = icmp eq i32 %9, %10
  br i1 %11, label %12, label %22

12:                                               ; preds = %7
  %13 = extractvalue { ptr, i32 } %8, 0
  %14 = tail call ptr @__cxa_begin_catch(ptr %13) #10
  %15 = load ptr, ptr %14, align 8, !tbaa !5
  %16 = getelementptr inbounds i8, ptr %15, i64 16
  %17 = load ptr, ptr %16, align 8
  %18 = tail call noundef ptr %17(ptr noundef nonnull align 8 dereferenceable(8) %14) #10
  %19 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.104, ptr noundef %18)
  tail call void @__cxa_end_catch()
  br label %20

20:                                               ; preds = %6, %12
  %21 = phi i32 [ 0, %12 ], [ 1, %6 ]
  ret i32 %21

22:                                               ; preds = %7
  resume { ptr, i32 } %8
}

; Function Attrs: mustprogress noinline norecurse uwtable
define internal fastcc noundef range(i32 0, 2) i32 @_ZL8ref_castI1M1VEiRT0_(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #6 personality ptr @__gxx_personality_v0 {
  %2 = tail call ptr @__dynamic_cast(ptr nonnull %0, ptr nonnull @_ZTI1V, ptr nonnull @_ZTI1M, i64 -1) #10
  %3 = icmp eq ptr %2, null
  br i1 %3, label %4, label %6

4:                                                ; preds = %1
  invoke void @__cxa_bad_cast() #11
          to label %5 unwind label %7

5:                                                ; preds = %4
  unreachable

6:                                                ; preds = %1
  tail call fastcc void @_ZL4showPKcPKv(ptr noundef nonnull @.str.103, ptr noundef nonnull %2)
  br label %20

7:                                                ; preds = %4
  %8 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTISt8bad_cast
  %9 = extractvalue { ptr, i32 } %8, 1
  %10 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt8bad_cast) #10
  %11 = icmp eq i32 %9, %10
  br i1 %11, label %12, label %22

12:                                               ; preds = %7
  %13 = extractvalue { ptr, i32 } %8, 0
  %14 = tail call ptr @__cxa_begin_catch(ptr %13) #10
  %15 = load ptr, ptr %14, align 8, !tbaa !5
  %16 = getelementptr inbounds i8, ptr %15, i64 16
  %17 = load ptr, ptr %16, align 8
  %18 = tail call noundef ptr %17(ptr noundef nonnull align 8 dereferenceable(8) %14) #10
  %19 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.104, ptr noundef %18)
  tail call void @__cxa_end_catch()
  br label %20

20:                                               ; preds = %6, %12
  %21 = phi i32 [ 0, %12 ], [ 1, %6 ]
  ret i32 %21

22:                                               ; preds = %7
  resume { ptr, i32 } %8
}

; Function Attrs: mustprogress noinline norecurse uwtable
define internal fastcc noundef range(i32 0, 2) i32 @_ZL8ref_castI3Sib1AEiRT0_(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #6 personality ptr @__gxx_personality_v0 {
  %2 = tail call ptr @__dynamic_cast(ptr nonnull %0, ptr nonnull @_ZTI1A, ptr nonnull @_ZTI3Sib, i64 0) #10
  %3 = icmp eq ptr %2, null
  br i1 %3, label %4, label %6

4:                                                ; preds = %1
  invoke void @__cxa_bad_cast() #11
          to label %5 unwind label %7

5:                                                ; preds = %4
  unreachable

6:                                                ; preds = %1
  tail call fastcc void @_ZL4showPKcPKv(ptr noundef nonnull @.str.103, ptr noundef nonnull %2)
  br label %20

7:                                                ; preds = %4
  %8 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTISt8bad_cast
  %9 = extractvalue { ptr, i32 } %8, 1
  %10 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt8bad_cast) #10
  %11 = icmp eq i32 %9, %10
  br i1 %11, label %12, label %22

12:                                               ; preds = %7
  %13 = extractvalue { ptr, i32 } %8, 0
  %14 = tail call ptr @__cxa_begin_catch(ptr %13) #10
  %15 = load ptr, ptr %14, align 8, !tbaa !5
  %16 = getelementptr inbounds i8, ptr %15, i64 16
  %17 = load ptr, ptr %16, align 8
  %18 = tail call noundef ptr %17(ptr noundef nonnull align 8 dereferenceable(8) %14) #10
  %19 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.104, ptr noundef %18)
  tail call void @__cxa_end_catch()
  br label %20

20:                                               ; preds = %6, %12
  %21 = phi i32 [ 0, %12 ], [ 1, %6 ]
  ret i32 %21

22:                                               ; preds = %7
  resume { ptr, i32 } %8
}

; Function Attrs: mustprogress noinline norecurse uwtable
define internal fastcc noundef range(i32 0, 2) i32 @_ZL8ref_castI3Fin1AEiRT0_(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #6 personality ptr @__gxx_personality_v0 {
  %2 = load ptr, ptr %0, align 8, !tbaa !5
  %3 = icmp eq ptr %2, getelementptr inbounds inrange(-16, 8) (i8, ptr @_ZTV3Fin, i64 16)
  br i1 %3, label %19, label %4

4:                                                ; preds = %1
  invoke void @__cxa_bad_cast() #11
          to label %5 unwind label %6

5:                                                ; preds = %4
  unreachable

6:                                                ; preds = %4
  %7 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTISt8bad_cast
  %8 = extractvalue { ptr, i32 } %7, 1
  %9 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt8bad_cast) #10
  %10 = icmp eq i32 %8, %9
  br i1 %10, label %11, label %22

11:                                               ; preds = %6
  %12 = extractvalue { ptr, i32 } %7, 0
  %13 = tail call ptr @__cxa_begin_catch(ptr %12) #10
  %14 = load ptr, ptr %13, align 8, !tbaa !5
  %15 = getelementptr inbounds i8, ptr %14, i64 16
  %16 = load ptr, ptr %15, align 8
  %17 = tail call noundef ptr %16(ptr noundef nonnull align 8 dereferenceable(8) %13) #10
  %18 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.104, ptr noundef %17)
  tail call void @__cxa_end_catch()
  br label %20

19:                                               ; preds = %1
  tail call fastcc void @_ZL4showPKcPKv(ptr noundef nonnull @.str.103, ptr noundef nonnull %0)
  br label %20

20:                                               ; preds = %19, %11
  %21 = phi i32 [ 0, %11 ], [ 1, %19 ]
  ret i32 %21

22:                                               ; preds = %6
  resume { ptr, i32 } %7
}

; Function Attrs: mustprogress noinline norecurse uwtable
define internal fastcc noundef range(i32 0, 2) i32 @_ZL8ref_castI1X1AEiRT0_(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #6 personality ptr @__gxx_personality_v0 {
  %2 = tail call ptr @__dynamic_cast(ptr nonnull %0, ptr nonnull @_ZTI1A, ptr nonnull @_ZTI1X, i64 -2) #10
  %3 = icmp eq ptr %2, null
  br i1 %3, label %4, label %6

4:                                                ; preds = %1
  invoke void @__cxa_bad_cast() #11
          to label %5 unwind label %7

5:                                                ; preds = %4
  unreachable

6:                                                ; preds = %1
  tail call fastcc void @_ZL4showPKcPKv(ptr noundef nonnull @.str.103, ptr noundef nonnull %2)
  br label %20

7:                                                ; preds = %4
  %8 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTISt8bad_cast
  %9 = extractvalue { ptr, i32 } %8, 1
  %10 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt8bad_cast) #10
  %11 = icmp eq i32 %9, %10
  br i1 %11, label %12, label %22

12:                                               ; preds = %7
  %13 = extractvalue { ptr, i32 } %8, 0
  %14 = tail call ptr @__cxa_begin_catch(ptr %13) #10
  %15 = load ptr, ptr %14, align 8, !tbaa !5
  %16 = getelementptr inbounds i8, ptr %15, i64 16
  %17 = load ptr, ptr %16, align 8
  %18 = tail call noundef ptr %17(ptr noundef nonnull align 8 dereferenceable(8) %14) #10
  %19 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.104, ptr noundef %18)
  tail call void @__cxa_end_catch()
  br label %20

20:                                               ; preds = %6, %12
  %21 = phi i32 [ 0, %12 ], [ 1, %6 ]
  ret i32 %21

22:                                               ; preds = %7
  resume { ptr, i32 } %8
}

; Function Attrs: mustprogress noinline norecurse uwtable
define internal fastcc noundef range(i32 0, 2) i32 @_ZL8ref_castIK1C1AEiRT0_(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #6 personality ptr @__gxx_personality_v0 {
  %2 = tail call ptr @__dynamic_cast(ptr nonnull %0, ptr nonnull @_ZTI1A, ptr nonnull @_ZTI1C, i64 0) #10
  %3 = icmp eq ptr %2, null
  br i1 %3, label %4, label %6

4:                                                ; preds = %1
  invoke void @__cxa_bad_cast() #11
          to label %5 unwind label %7

5:                                                ; preds = %4
  unreachable

6:                                                ; preds = %1
  tail call fastcc void @_ZL4showPKcPKv(ptr noundef nonnull @.str.103, ptr noundef nonnull %2)
  br label %20

7:                                                ; preds = %4
  %8 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTISt8bad_cast
  %9 = extractvalue { ptr, i32 } %8, 1
  %10 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt8bad_cast) #10
  %11 = icmp eq i32 %9, %10
  br i1 %11, label %12, label %22

12:                                               ; preds = %7
  %13 = extractvalue { ptr, i32 } %8, 0
  %14 = tail call ptr @__cxa_begin_catch(ptr %13) #10
  %15 = load ptr, ptr %14, align 8, !tbaa !5
  %16 = getelementptr inbounds i8, ptr %15, i64 16
  %17 = load ptr, ptr %16, align 8
  %18 = tail call noundef ptr %17(ptr noundef nonnull align 8 dereferenceable(8) %14) #10
  %19 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.104, ptr noundef %18)
  tail call void @__cxa_end_catch()
  br label %20

20:                                               ; preds = %6, %12
  %21 = phi i32 [ 0, %12 ], [ 1, %6 ]
  ret i32 %21

22:                                               ; preds = %7
  resume { ptr, i32 } %8
}

declare i32 @__gxx_personality_v0(...)

declare void @__cxa_bad_cast() local_unnamed_addr

; Function Attrs: nofree nosync nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #7

declare ptr @__cxa_begin_catch(ptr) local_unnamed_addr

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN1V2fVEv(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #8 comdat align 2 {
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN1A2fAEv(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #8 comdat align 2 {
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN1X2fXEv(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #8 comdat align 2 {
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN1Y2fYEv(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #8 comdat align 2 {
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN1Z2fZEv(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #8 comdat align 2 {
  ret void
}

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #9

attributes #0 = { mustprogress nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree noinline nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress norecurse uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { mustprogress nofree nounwind willreturn memory(read) }
attributes #6 = { mustprogress noinline norecurse uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree nosync nounwind memory(none) }
attributes #8 = { mustprogress nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nofree nounwind }
attributes #10 = { nounwind }
attributes #11 = { noreturn }


!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version"}
!5 = !{!6, !6, i64 0}
!6 = !{!"vtable pointer", !7, i64 0}
!7 = !{!"Simple C++ TBAA"}
!8 = !{!9, !10, i64 8}
!9 = !{!"_ZTS2CV", !10, i64 8}
!10 = !{!"int", !11, i64 0}
!11 = !{!"omnipotent char", !7, i64 0}
!12 = !{!13, !13, i64 0}
!13 = !{!"any pointer", !11, i64 0}
!14 = !{!15, !10, i64 8}
!15 = !{!"_ZTS1V", !10, i64 8}
!16 = !{!17, !10, i64 8}
!17 = !{!"_ZTS1A", !10, i64 8}
!18 = !{!19, !10, i64 12}
!19 = !{!"_ZTS1B", !17, i64 0, !10, i64 12}
!20 = !{!21, !10, i64 16}
!21 = !{!"_ZTS1C", !19, i64 0, !10, i64 16}
!22 = !{!23, !10, i64 16}
!23 = !{!"_ZTS3Fin", !19, i64 0, !10, i64 16}
!24 = !{!25, !10, i64 8}
!25 = !{!"_ZTS1X", !10, i64 8}
!26 = !{!27, !10, i64 8}
!27 = !{!"_ZTS1Y", !10, i64 8}
!28 = !{!29, !10, i64 28}
!29 = !{!"_ZTS2XY", !25, i64 0, !27, i64 16, !10, i64 28}
!30 = !{!31, !10, i64 8}
!31 = !{!"_ZTS1L", !10, i64 8}
!32 = !{!33, !10, i64 8}
!33 = !{!"_ZTS1R", !10, i64 8}
!34 = !{!35, !10, i64 28}
!35 = !{!"_ZTS1D", !31, i64 0, !33, i64 16, !10, i64 28}
!36 = !{!37, !10, i64 8}
!37 = !{!"_ZTS2L2", !10, i64 8}
!38 = !{!39, !10, i64 8}
!39 = !{!"_ZTS2R2", !10, i64 8}
!40 = !{!41, !10, i64 28}
!41 = !{!"_ZTS2D2", !37, i64 0, !39, i64 16, !10, i64 28}
!42 = !{!43, !10, i64 12}
!43 = !{!"_ZTS2NV", !15, i64 0, !10, i64 12}
!44 = !{!45, !10, i64 8}
!45 = !{!"_ZTS1Z", !10, i64 8}
!46 = !{!47, !10, i64 44}
!47 = !{!"_ZTS1M", !31, i64 0, !43, i64 16, !45, i64 32, !10, i64 44}
!48 = !{!49, !10, i64 12}
!49 = !{!"_ZTS2A1", !17, i64 0, !10, i64 12}
!50 = !{!51, !10, i64 12}
!51 = !{!"_ZTS2A2", !17, i64 0, !10, i64 12}
!52 = !{!53, !10, i64 32}
!53 = !{!"_ZTS2AA", !49, i64 0, !51, i64 16, !10, i64 32}
!54 = !{!55, !10, i64 8}
!55 = !{!"_ZTS2VC", !10, i64 8}
!56 = !{!57, !10, i64 12}
!57 = !{!"_ZTS2VP", !55, i64 0, !10, i64 12}
!58 = !{!59, !10, i64 12}
!59 = !{!"_ZTS2VQ", !55, i64 0, !10, i64 12}
!60 = !{!61, !10, i64 32}
!61 = !{!"_ZTS3VPQ", !57, i64 0, !59, i64 16, !10, i64 32}
!62 = !{!63, !10, i64 12}
!63 = !{!"_ZTS5PrivA", !17, i64 0, !10, i64 12}
!64 = !{!65, !10, i64 12}
!65 = !{!"_ZTS5ProtA", !17, i64 0, !10, i64 12}
!66 = !{!67, !10, i64 28}
!67 = !{!"_ZTS7HasPriv", !63, i64 0, !25, i64 16, !10, i64 28}
!68 = !{!69, !10, i64 8}
!69 = !{!"_ZTS2PV", !10, i64 8}
!70 = !{!71, !10, i64 12}
!71 = !{!"_ZTS3PVD", !69, i64 0, !10, i64 12}
!72 = !{!73, !10, i64 12}
!73 = !{!"_ZTS2PX", !25, i64 0, !10, i64 12}
!74 = !{!75, !10, i64 28}
!75 = !{!"_ZTS3PXY", !73, i64 0, !27, i64 16, !10, i64 28}
!76 = !{!77, !10, i64 28}
!77 = !{!"_ZTS2CD", !45, i64 0, !9, i64 16, !10, i64 28}
!78 = !{!79, !10, i64 12}
!79 = !{!"_ZTS3Sib", !17, i64 0, !10, i64 12}
