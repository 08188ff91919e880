; ModuleID = 'dyncast.cpp'
target datalayout = "E-m:e-i64:64-n32:64-S128-v256:256:256-v512:512:512"
target triple = "powerpc64-unknown-linux-gnu"

%struct.CV = type <{ i32 (...)**, i32, [4 x i8], %struct.V.base, [4 x i8] }>
%struct.V.base = type <{ i32 (...)**, i32 }>
%struct.V = type <{ i32 (...)**, i32, [4 x i8] }>
%struct.A = type <{ i32 (...)**, i32, [4 x i8] }>
%struct.L = type <{ i32 (...)**, i32, [4 x i8], %struct.V.base, [4 x i8] }>
%struct.Z = type <{ i32 (...)**, i32, [4 x i8] }>
%struct.Y = type <{ i32 (...)**, i32, [4 x i8] }>
%struct.X = type <{ i32 (...)**, i32, [4 x i8] }>
%struct.VP = type { %struct.VC.base, i32, %struct.V.base, [4 x i8] }
%struct.VC.base = type <{ i32 (...)**, i32 }>
%struct.NV = type { %struct.V.base, i32 }
%struct.L2 = type <{ i32 (...)**, i32, [4 x i8], %struct.L.base, [4 x i8], %struct.V.base, [4 x i8] }>
%struct.L.base = type <{ i32 (...)**, i32 }>
%struct.R = type <{ i32 (...)**, i32, [4 x i8], %struct.V.base, [4 x i8] }>
%struct.B = type { %struct.A.base, i32 }
%struct.A.base = type <{ i32 (...)**, i32 }>
%struct.C = type { %struct.B, i32, [4 x i8] }
%struct.Fin = type { %struct.B, i32, [4 x i8] }
%struct.XY = type { %struct.X.base, [4 x i8], %struct.Y.base, i32 }
%struct.X.base = type <{ i32 (...)**, i32 }>
%struct.Y.base = type <{ i32 (...)**, i32 }>
%struct.D = type { %struct.L.base, [4 x i8], %struct.R.base, i32, %struct.V.base, [4 x i8] }
%struct.R.base = type <{ i32 (...)**, i32 }>
%struct.D2 = type { %struct.L2.base, [4 x i8], %struct.R2.base, i32, %struct.L.base, [4 x i8], %struct.V.base, [4 x i8], %struct.R.base, [4 x i8] }
%struct.L2.base = type <{ i32 (...)**, i32 }>
%struct.R2.base = type <{ i32 (...)**, i32 }>
%struct.M = type { %struct.L.base, [4 x i8], %struct.NV, %struct.Z.base, i32, %struct.V.base, [4 x i8] }
%struct.Z.base = type <{ i32 (...)**, i32 }>
%struct.AA = type { %struct.A1, %struct.A2, i32, [4 x i8] }
%struct.A1 = type { %struct.A.base, i32 }
%struct.A2 = type { %struct.A.base, i32 }
%struct.VPQ = type { %struct.VP.base, %struct.VQ.base, i32, [4 x i8], %struct.V.base, [4 x i8] }
%struct.VP.base = type { %struct.VC.base, i32 }
%struct.VQ.base = type { %struct.VC.base, i32 }
%struct.PrivA = type { %struct.A.base, i32 }
%struct.ProtA = type { %struct.A.base, i32 }
%struct.HasPriv = type { %struct.PrivA, %struct.X.base, i32 }
%struct.PVD = type { %struct.PV.base, i32, %struct.V.base, [4 x i8] }
%struct.PV.base = type <{ i32 (...)**, i32 }>
%struct.PXY = type { %struct.PX, %struct.Y.base, i32 }
%struct.PX = type { %struct.X.base, i32 }
%struct.Empty = type { i8 }
%"class.std::exception" = type { i32 (...)** }
%"class.std::bad_cast" = type { %"class.std::exception" }

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

$_ZTV1C = comdat any

$_ZTV1B = comdat any

$_ZTV3Fin = comdat any

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

@_ZTV2CV = linkonce_odr dso_local unnamed_addr constant { [3 x i8*], [4 x i8*] } { [3 x i8*] [i8* inttoptr (i64 16 to i8*), i8* null, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i64 }* @_ZTI2CV to i8*)], [4 x i8*] [i8* null, i8* inttoptr (i64 -16 to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i64 }* @_ZTI2CV to i8*), i8* bitcast (void (%struct.V*)* @_ZN1V2fVEv to i8*)] }, comdat, align 8
@_ZL5whole = internal unnamed_addr global i8* null, align 8
@.str.1 = private unnamed_addr constant [7 x i8] c"A -> B\00", align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global i8*
@_ZTS1A = linkonce_odr dso_local constant [3 x i8] c"1A\00", comdat, align 1
@_ZTI1A = linkonce_odr dso_local constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @_ZTS1A, i32 0, i32 0) }, comdat, align 8
@_ZTVN10__cxxabiv120__si_class_type_infoE = external global i8*
@_ZTS1B = linkonce_odr dso_local constant [3 x i8] c"1B\00", comdat, align 1
@_ZTI1B = linkonce_odr dso_local constant { i8*, i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @_ZTS1B, i32 0, i32 0), i8* bitcast ({ i8*, i8* }* @_ZTI1A to i8*) }, comdat, align 8
@.str.2 = private unnamed_addr constant [7 x i8] c"A -> C\00", align 1
@_ZTS1C = linkonce_odr dso_local constant [3 x i8] c"1C\00", comdat, align 1
@_ZTI1C = linkonce_odr dso_local constant { i8*, i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @_ZTS1C, i32 0, i32 0), i8* bitcast ({ i8*, i8*, i8* }* @_ZTI1B to i8*) }, comdat, align 8
@.str.3 = private unnamed_addr constant [9 x i8] c"A -> Sib\00", align 1
@_ZTS3Sib = linkonce_odr dso_local constant [5 x i8] c"3Sib\00", comdat, align 1
@_ZTI3Sib = linkonce_odr dso_local constant { i8*, i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @_ZTS3Sib, i32 0, i32 0), i8* bitcast ({ i8*, i8* }* @_ZTI1A to i8*) }, comdat, align 8
@.str.4 = private unnamed_addr constant [9 x i8] c"A -> Fin\00", align 1
@_ZTS3Fin = linkonce_odr dso_local constant [5 x i8] c"3Fin\00", comdat, align 1
@_ZTI3Fin = linkonce_odr dso_local constant { i8*, i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @_ZTS3Fin, i32 0, i32 0), i8* bitcast ({ i8*, i8*, i8* }* @_ZTI1B to i8*) }, comdat, align 8
@.str.5 = private unnamed_addr constant [10 x i8] c"A -> void\00", align 1
@.str.6 = private unnamed_addr constant [7 x i8] c"B -> C\00", align 1
@.str.7 = private unnamed_addr constant [19 x i8] c"A -> X (unrelated)\00", align 1
@_ZTS1X = linkonce_odr dso_local constant [3 x i8] c"1X\00", comdat, align 1
@_ZTI1X = linkonce_odr dso_local constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @_ZTS1X, i32 0, i32 0) }, comdat, align 8
@.str.8 = private unnamed_addr constant [14 x i8] c"B obj: A -> B\00", align 1
@.str.9 = private unnamed_addr constant [14 x i8] c"B obj: A -> C\00", align 1
@.str.10 = private unnamed_addr constant [18 x i8] c"Fin obj: A -> Fin\00", align 1
@.str.11 = private unnamed_addr constant [18 x i8] c"Fin obj: B -> Fin\00", align 1
@.str.12 = private unnamed_addr constant [16 x i8] c"C obj: B -> Fin\00", align 1
@.str.13 = private unnamed_addr constant [12 x i8] c"null A -> C\00", align 1
@.str.14 = private unnamed_addr constant [15 x i8] c"null A -> void\00", align 1
@.str.16 = private unnamed_addr constant [8 x i8] c"X -> XY\00", align 1
@_ZTVN10__cxxabiv121__vmi_class_type_infoE = external global i8*
@_ZTS2XY = linkonce_odr dso_local constant [4 x i8] c"2XY\00", comdat, align 1
@_ZTS1Y = linkonce_odr dso_local constant [3 x i8] c"1Y\00", comdat, align 1
@_ZTI1Y = linkonce_odr dso_local constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @_ZTS1Y, i32 0, i32 0) }, comdat, align 8
@_ZTS5Empty = linkonce_odr dso_local constant [7 x i8] c"5Empty\00", comdat, align 1
@_ZTI5Empty = linkonce_odr dso_local constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([7 x i8], [7 x i8]* @_ZTS5Empty, i32 0, i32 0) }, comdat, align 8
@_ZTI2XY = linkonce_odr dso_local constant { i8*, i8*, i32, i32, i8*, i64, i8*, i64, i8*, i64 } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @_ZTS2XY, i32 0, i32 0), i32 0, i32 3, i8* bitcast ({ i8*, i8* }* @_ZTI1X to i8*), i64 2, i8* bitcast ({ i8*, i8* }* @_ZTI1Y to i8*), i64 4098, i8* bitcast ({ i8*, i8* }* @_ZTI5Empty to i8*), i64 2 }, comdat, align 8
@.str.17 = private unnamed_addr constant [8 x i8] c"Y -> XY\00", align 1
@.str.18 = private unnamed_addr constant [15 x i8] c"X -> Y (cross)\00", align 1
@.str.19 = private unnamed_addr constant [15 x i8] c"Y -> X (cross)\00", align 1
@.str.20 = private unnamed_addr constant [19 x i8] c"X -> Empty (cross)\00", align 1
@.str.21 = private unnamed_addr constant [10 x i8] c"Y -> void\00", align 1
@.str.22 = private unnamed_addr constant [7 x i8] c"X -> Z\00", align 1
@_ZTS1Z = linkonce_odr dso_local constant [3 x i8] c"1Z\00", comdat, align 1
@_ZTI1Z = linkonce_odr dso_local constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @_ZTS1Z, i32 0, i32 0) }, comdat, align 8
@.str.23 = private unnamed_addr constant [19 x i8] c"const Y -> const X\00", align 1
@.str.25 = private unnamed_addr constant [7 x i8] c"V -> D\00", align 1
@_ZTS1V = linkonce_odr dso_local constant [3 x i8] c"1V\00", comdat, align 1
@_ZTI1V = linkonce_odr dso_local constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @_ZTS1V, i32 0, i32 0) }, comdat, align 8
@_ZTS1D = linkonce_odr dso_local constant [3 x i8] c"1D\00", comdat, align 1
@_ZTS1L = linkonce_odr dso_local constant [3 x i8] c"1L\00", comdat, align 1
@_ZTI1L = linkonce_odr dso_local constant { i8*, i8*, i32, i32, i8*, i64 } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @_ZTS1L, i32 0, i32 0), i32 0, i32 1, i8* bitcast ({ i8*, i8* }* @_ZTI1V to i8*), i64 -6141 }, comdat, align 8
@_ZTS1R = linkonce_odr dso_local constant [3 x i8] c"1R\00", comdat, align 1
@_ZTI1R = linkonce_odr dso_local constant { i8*, i8*, i32, i32, i8*, i64 } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @_ZTS1R, i32 0, i32 0), i32 0, i32 1, i8* bitcast ({ i8*, i8* }* @_ZTI1V to i8*), i64 -6141 }, comdat, align 8
@_ZTI1D = linkonce_odr dso_local constant { i8*, i8*, i32, i32, i8*, i64, i8*, i64 } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @_ZTS1D, i32 0, i32 0), i32 2, i32 2, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i64 }* @_ZTI1L to i8*), i64 2, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i64 }* @_ZTI1R to i8*), i64 4098 }, comdat, align 8
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
@_ZTI2NV = linkonce_odr dso_local constant { i8*, i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @_ZTS2NV, i32 0, i32 0), i8* bitcast ({ i8*, i8* }* @_ZTI1V to i8*) }, comdat, align 8
@_ZTI1M = linkonce_odr dso_local constant { i8*, i8*, i32, i32, i8*, i64, i8*, i64, i8*, i64 } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @_ZTS1M, i32 0, i32 0), i32 1, i32 3, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i64 }* @_ZTI1L to i8*), i64 2, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI2NV to i8*), i64 4098, i8* bitcast ({ i8*, i8* }* @_ZTI1Z to i8*), i64 8194 }, comdat, align 8
@.str.34 = private unnamed_addr constant [14 x i8] c"L obj: V -> L\00", align 1
@.str.35 = private unnamed_addr constant [14 x i8] c"L obj: V -> D\00", align 1
@.str.36 = private unnamed_addr constant [14 x i8] c"L obj: V -> R\00", align 1
@.str.38 = private unnamed_addr constant [8 x i8] c"V -> D2\00", align 1
@_ZTS2D2 = linkonce_odr dso_local constant [4 x i8] c"2D2\00", comdat, align 1
@_ZTS2L2 = linkonce_odr dso_local constant [4 x i8] c"2L2\00", comdat, align 1
@_ZTI2L2 = linkonce_odr dso_local constant { i8*, i8*, i32, i32, i8*, i64 } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @_ZTS2L2, i32 0, i32 0), i32 0, i32 1, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i64 }* @_ZTI1L to i8*), i64 -6141 }, comdat, align 8
@_ZTS2R2 = linkonce_odr dso_local constant [4 x i8] c"2R2\00", comdat, align 1
@_ZTI2R2 = linkonce_odr dso_local constant { i8*, i8*, i32, i32, i8*, i64, i8*, i64 } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @_ZTS2R2, i32 0, i32 0), i32 2, i32 2, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i64 }* @_ZTI1R to i8*), i64 -6141, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i64 }* @_ZTI1L to i8*), i64 -10237 }, comdat, align 8
@_ZTI2D2 = linkonce_odr dso_local constant { i8*, i8*, i32, i32, i8*, i64, i8*, i64 } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @_ZTS2D2, i32 0, i32 0), i32 2, i32 2, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i64 }* @_ZTI2L2 to i8*), i64 2, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i64, i8*, i64 }* @_ZTI2R2 to i8*), i64 4098 }, comdat, align 8
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
@_ZTI2A1 = linkonce_odr dso_local constant { i8*, i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @_ZTS2A1, i32 0, i32 0), i8* bitcast ({ i8*, i8* }* @_ZTI1A to i8*) }, comdat, align 8
@_ZTS2A2 = linkonce_odr dso_local constant [4 x i8] c"2A2\00", comdat, align 1
@_ZTI2A2 = linkonce_odr dso_local constant { i8*, i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @_ZTS2A2, i32 0, i32 0), i8* bitcast ({ i8*, i8* }* @_ZTI1A to i8*) }, comdat, align 8
@_ZTI2AA = linkonce_odr dso_local constant { i8*, i8*, i32, i32, i8*, i64, i8*, i64 } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @_ZTS2AA, i32 0, i32 0), i32 1, i32 2, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI2A1 to i8*), i64 2, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI2A2 to i8*), i64 4098 }, comdat, align 8
@.str.57 = private unnamed_addr constant [12 x i8] c"A(A2) -> AA\00", align 1
@.str.58 = private unnamed_addr constant [12 x i8] c"A(A1) -> A1\00", align 1
@.str.59 = private unnamed_addr constant [20 x i8] c"A(A1) -> A2 (cross)\00", align 1
@.str.60 = private unnamed_addr constant [20 x i8] c"A(A2) -> A1 (cross)\00", align 1
@.str.61 = private unnamed_addr constant [14 x i8] c"A(A2) -> void\00", align 1
@.str.62 = private unnamed_addr constant [25 x i8] c"V -> VC (two contain it)\00", align 1
@_ZTS2VC = linkonce_odr dso_local constant [4 x i8] c"2VC\00", comdat, align 1
@_ZTI2VC = linkonce_odr dso_local constant { i8*, i8*, i32, i32, i8*, i64 } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @_ZTS2VC, i32 0, i32 0), i32 0, i32 1, i8* bitcast ({ i8*, i8* }* @_ZTI1V to i8*), i64 -6141 }, comdat, align 8
@.str.63 = private unnamed_addr constant [8 x i8] c"V -> VP\00", align 1
@_ZTS2VP = linkonce_odr dso_local constant [4 x i8] c"2VP\00", comdat, align 1
@_ZTI2VP = linkonce_odr dso_local constant { i8*, i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @_ZTS2VP, i32 0, i32 0), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i64 }* @_ZTI2VC to i8*) }, comdat, align 8
@.str.64 = private unnamed_addr constant [8 x i8] c"V -> VQ\00", align 1
@_ZTS2VQ = linkonce_odr dso_local constant [4 x i8] c"2VQ\00", comdat, align 1
@_ZTI2VQ = linkonce_odr dso_local constant { i8*, i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @_ZTS2VQ, i32 0, i32 0), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i64 }* @_ZTI2VC to i8*) }, comdat, align 8
@.str.65 = private unnamed_addr constant [9 x i8] c"V -> VPQ\00", align 1
@_ZTS3VPQ = linkonce_odr dso_local constant [5 x i8] c"3VPQ\00", comdat, align 1
@_ZTI3VPQ = linkonce_odr dso_local constant { i8*, i8*, i32, i32, i8*, i64, i8*, i64 } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @_ZTS3VPQ, i32 0, i32 0), i32 3, i32 2, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI2VP to i8*), i64 2, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI2VQ to i8*), i64 4098 }, comdat, align 8
@.str.66 = private unnamed_addr constant [17 x i8] c"VP -> VQ (cross)\00", align 1
@.str.68 = private unnamed_addr constant [21 x i8] c"A -> PrivA (private)\00", align 1
@_ZTS5PrivA = linkonce_odr dso_local constant [7 x i8] c"5PrivA\00", comdat, align 1
@_ZTI5PrivA = linkonce_odr dso_local constant { i8*, i8*, i32, i32, i8*, i64 } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([7 x i8], [7 x i8]* @_ZTS5PrivA, i32 0, i32 0), i32 0, i32 1, i8* bitcast ({ i8*, i8* }* @_ZTI1A to i8*), i64 0 }, comdat, align 8
@.str.69 = private unnamed_addr constant [23 x i8] c"A -> ProtA (protected)\00", align 1
@_ZTS5ProtA = linkonce_odr dso_local constant [7 x i8] c"5ProtA\00", comdat, align 1
@_ZTI5ProtA = linkonce_odr dso_local constant { i8*, i8*, i32, i32, i8*, i64 } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([7 x i8], [7 x i8]* @_ZTS5ProtA, i32 0, i32 0), i32 0, i32 1, i8* bitcast ({ i8*, i8* }* @_ZTI1A to i8*), i64 0 }, comdat, align 8
@.str.70 = private unnamed_addr constant [13 x i8] c"A -> HasPriv\00", align 1
@_ZTS7HasPriv = linkonce_odr dso_local constant [9 x i8] c"7HasPriv\00", comdat, align 1
@_ZTI7HasPriv = linkonce_odr dso_local constant { i8*, i8*, i32, i32, i8*, i64, i8*, i64 } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([9 x i8], [9 x i8]* @_ZTS7HasPriv, i32 0, i32 0), i32 0, i32 2, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i64 }* @_ZTI5PrivA to i8*), i64 2, i8* bitcast ({ i8*, i8* }* @_ZTI1X to i8*), i64 4098 }, comdat, align 8
@.str.71 = private unnamed_addr constant [28 x i8] c"A -> X (cross, private src)\00", align 1
@.str.72 = private unnamed_addr constant [19 x i8] c"X -> PrivA (cross)\00", align 1
@.str.73 = private unnamed_addr constant [13 x i8] c"X -> HasPriv\00", align 1
@.str.74 = private unnamed_addr constant [23 x i8] c"V -> PV (private path)\00", align 1
@_ZTS2PV = linkonce_odr dso_local constant [4 x i8] c"2PV\00", comdat, align 1
@_ZTI2PV = linkonce_odr dso_local constant { i8*, i8*, i32, i32, i8*, i64 } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @_ZTS2PV, i32 0, i32 0), i32 0, i32 1, i8* bitcast ({ i8*, i8* }* @_ZTI1V to i8*), i64 -6143 }, comdat, align 8
@.str.75 = private unnamed_addr constant [23 x i8] c"V -> PVD (public path)\00", align 1
@_ZTS3PVD = linkonce_odr dso_local constant [5 x i8] c"3PVD\00", comdat, align 1
@_ZTI3PVD = linkonce_odr dso_local constant { i8*, i8*, i32, i32, i8*, i64, i8*, i64 } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @_ZTS3PVD, i32 0, i32 0), i32 2, i32 2, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i64 }* @_ZTI2PV to i8*), i64 2, i8* bitcast ({ i8*, i8* }* @_ZTI1V to i8*), i64 -6141 }, comdat, align 8
@.str.76 = private unnamed_addr constant [18 x i8] c"X -> PX (private)\00", align 1
@_ZTS2PX = linkonce_odr dso_local constant [4 x i8] c"2PX\00", comdat, align 1
@_ZTI2PX = linkonce_odr dso_local constant { i8*, i8*, i32, i32, i8*, i64 } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @_ZTS2PX, i32 0, i32 0), i32 0, i32 1, i8* bitcast ({ i8*, i8* }* @_ZTI1X to i8*), i64 0 }, comdat, align 8
@.str.77 = private unnamed_addr constant [9 x i8] c"X -> PXY\00", align 1
@_ZTS3PXY = linkonce_odr dso_local constant [5 x i8] c"3PXY\00", comdat, align 1
@_ZTI3PXY = linkonce_odr dso_local constant { i8*, i8*, i32, i32, i8*, i64, i8*, i64 } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @_ZTS3PXY, i32 0, i32 0), i32 0, i32 2, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i64 }* @_ZTI2PX to i8*), i64 2, i8* bitcast ({ i8*, i8* }* @_ZTI1Y to i8*), i64 4098 }, comdat, align 8
@.str.78 = private unnamed_addr constant [21 x i8] c"X -> Y (private src)\00", align 1
@.str.79 = private unnamed_addr constant [16 x i8] c"Y -> PX (cross)\00", align 1
@_ZL10cd_storage = internal global [48 x i8] zeroinitializer, align 8
@.str.81 = private unnamed_addr constant [15 x i8] c"after: V -> CV\00", align 1
@_ZTS2CV = linkonce_odr dso_local constant [4 x i8] c"2CV\00", comdat, align 1
@_ZTI2CV = linkonce_odr dso_local constant { i8*, i8*, i32, i32, i8*, i64 } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @_ZTS2CV, i32 0, i32 0), i32 0, i32 1, i8* bitcast ({ i8*, i8* }* @_ZTI1V to i8*), i64 -6141 }, comdat, align 8
@.str.82 = private unnamed_addr constant [15 x i8] c"after: V -> CD\00", align 1
@_ZTS2CD = linkonce_odr dso_local constant [4 x i8] c"2CD\00", comdat, align 1
@_ZTI2CD = linkonce_odr dso_local constant { i8*, i8*, i32, i32, i8*, i64, i8*, i64 } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @_ZTS2CD, i32 0, i32 0), i32 0, i32 2, i8* bitcast ({ i8*, i8* }* @_ZTI1Z to i8*), i64 2, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i64 }* @_ZTI2CV to i8*), i64 4098 }, comdat, align 8
@.str.83 = private unnamed_addr constant [22 x i8] c"after: Z -> V (cross)\00", align 1
@.str.84 = private unnamed_addr constant [17 x i8] c"after: V -> void\00", align 1
@.str.94 = private unnamed_addr constant [26 x i8] c"casts that succeeded: %d\0A\00", align 1
@_ZTISt9exception = external constant i8*
@.str.95 = private unnamed_addr constant [10 x i8] c"never %d\0A\00", align 1
@.str.96 = private unnamed_addr constant [23 x i8] c"as std::exception: %s\0A\00", align 1
@.str.97 = private unnamed_addr constant [14 x i8] c"ctor: V -> CV\00", align 1
@.str.98 = private unnamed_addr constant [14 x i8] c"ctor: V -> CD\00", align 1
@.str.99 = private unnamed_addr constant [13 x i8] c"ctor: V -> Z\00", align 1
@.str.100 = private unnamed_addr constant [16 x i8] c"ctor: V -> void\00", align 1
@_ZTV1C = linkonce_odr dso_local unnamed_addr constant { [3 x i8*] } { [3 x i8*] [i8* null, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI1C to i8*), i8* bitcast (void (%struct.A*)* @_ZN1A2fAEv to i8*)] }, comdat, align 8
@_ZTV1B = linkonce_odr dso_local unnamed_addr constant { [3 x i8*] } { [3 x i8*] [i8* null, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI1B to i8*), i8* bitcast (void (%struct.A*)* @_ZN1A2fAEv to i8*)] }, comdat, align 8
@.str.101 = private unnamed_addr constant [12 x i8] c"%-28s null\0A\00", align 1
@.str.102 = private unnamed_addr constant [12 x i8] c"%-28s +%ld\0A\00", align 1
@_ZTV3Fin = linkonce_odr dso_local unnamed_addr constant { [3 x i8*] } { [3 x i8*] [i8* null, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI3Fin to i8*), i8* bitcast (void (%struct.A*)* @_ZN1A2fAEv to i8*)] }, comdat, align 8
@_ZTV2XY = linkonce_odr dso_local unnamed_addr constant { [3 x i8*], [3 x i8*] } { [3 x i8*] [i8* null, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i64, i8*, i64, i8*, i64 }* @_ZTI2XY to i8*), i8* bitcast (void (%struct.X*)* @_ZN1X2fXEv to i8*)], [3 x i8*] [i8* inttoptr (i64 -16 to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i64, i8*, i64, i8*, i64 }* @_ZTI2XY to i8*), i8* bitcast (void (%struct.Y*)* @_ZN1Y2fYEv to i8*)] }, comdat, align 8
@_ZTV1D = linkonce_odr dso_local unnamed_addr constant { [3 x i8*], [3 x i8*], [4 x i8*] } { [3 x i8*] [i8* inttoptr (i64 32 to i8*), i8* null, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i64, i8*, i64 }* @_ZTI1D to i8*)], [3 x i8*] [i8* inttoptr (i64 16 to i8*), i8* inttoptr (i64 -16 to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i64, i8*, i64 }* @_ZTI1D to i8*)], [4 x i8*] [i8* null, i8* inttoptr (i64 -32 to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i64, i8*, i64 }* @_ZTI1D to i8*), i8* bitcast (void (%struct.V*)* @_ZN1V2fVEv to i8*)] }, comdat, align 8
@_ZTV1L = linkonce_odr dso_local unnamed_addr constant { [3 x i8*], [4 x i8*] } { [3 x i8*] [i8* inttoptr (i64 16 to i8*), i8* null, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i64 }* @_ZTI1L to i8*)], [4 x i8*] [i8* null, i8* inttoptr (i64 -16 to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i64 }* @_ZTI1L to i8*), i8* bitcast (void (%struct.V*)* @_ZN1V2fVEv to i8*)] }, comdat, align 8
@_ZTV2D2 = linkonce_odr dso_local unnamed_addr constant { [5 x i8*], [5 x i8*], [3 x i8*], [4 x i8*], [3 x i8*] } { [5 x i8*] [i8* inttoptr (i64 64 to i8*), i8* inttoptr (i64 48 to i8*), i8* inttoptr (i64 32 to i8*), i8* null, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i64, i8*, i64 }* @_ZTI2D2 to i8*)], [5 x i8*] [i8* inttoptr (i64 16 to i8*), i8* inttoptr (i64 32 to i8*), i8* inttoptr (i64 48 to i8*), i8* inttoptr (i64 -16 to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i64, i8*, i64 }* @_ZTI2D2 to i8*)], [3 x i8*] [i8* inttoptr (i64 16 to i8*), i8* inttoptr (i64 -32 to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i64, i8*, i64 }* @_ZTI2D2 to i8*)], [4 x i8*] [i8* null, i8* inttoptr (i64 -48 to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i64, i8*, i64 }* @_ZTI2D2 to i8*), i8* bitcast (void (%struct.V*)* @_ZN1V2fVEv to i8*)], [3 x i8*] [i8* inttoptr (i64 -16 to i8*), i8* inttoptr (i64 -64 to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i64, i8*, i64 }* @_ZTI2D2 to i8*)] }, comdat, align 8
@_ZTV1M = linkonce_odr dso_local unnamed_addr constant { [3 x i8*], [3 x i8*], [3 x i8*], [4 x i8*] } { [3 x i8*] [i8* inttoptr (i64 48 to i8*), i8* null, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i64, i8*, i64, i8*, i64 }* @_ZTI1M to i8*)], [3 x i8*] [i8* inttoptr (i64 -16 to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i64, i8*, i64, i8*, i64 }* @_ZTI1M to i8*), i8* bitcast (void (%struct.V*)* @_ZN1V2fVEv to i8*)], [3 x i8*] [i8* inttoptr (i64 -32 to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i64, i8*, i64, i8*, i64 }* @_ZTI1M to i8*), i8* bitcast (void (%struct.Z*)* @_ZN1Z2fZEv to i8*)], [4 x i8*] [i8* null, i8* inttoptr (i64 -48 to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i64, i8*, i64, i8*, i64 }* @_ZTI1M to i8*), i8* bitcast (void (%struct.V*)* @_ZN1V2fVEv to i8*)] }, comdat, align 8
@_ZTV1Z = linkonce_odr dso_local unnamed_addr constant { [3 x i8*] } { [3 x i8*] [i8* null, i8* bitcast ({ i8*, i8* }* @_ZTI1Z to i8*), i8* bitcast (void (%struct.Z*)* @_ZN1Z2fZEv to i8*)] }, comdat, align 8
@_ZTV2AA = linkonce_odr dso_local unnamed_addr constant { [3 x i8*], [3 x i8*] } { [3 x i8*] [i8* null, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i64, i8*, i64 }* @_ZTI2AA to i8*), i8* bitcast (void (%struct.A*)* @_ZN1A2fAEv to i8*)], [3 x i8*] [i8* inttoptr (i64 -16 to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i64, i8*, i64 }* @_ZTI2AA to i8*), i8* bitcast (void (%struct.A*)* @_ZN1A2fAEv to i8*)] }, comdat, align 8
@_ZTV3VPQ = linkonce_odr dso_local unnamed_addr constant { [3 x i8*], [3 x i8*], [4 x i8*] } { [3 x i8*] [i8* inttoptr (i64 40 to i8*), i8* null, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i64, i8*, i64 }* @_ZTI3VPQ to i8*)], [3 x i8*] [i8* inttoptr (i64 24 to i8*), i8* inttoptr (i64 -16 to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i64, i8*, i64 }* @_ZTI3VPQ to i8*)], [4 x i8*] [i8* null, i8* inttoptr (i64 -40 to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i64, i8*, i64 }* @_ZTI3VPQ to i8*), i8* bitcast (void (%struct.V*)* @_ZN1V2fVEv to i8*)] }, comdat, align 8
@_ZTV5PrivA = linkonce_odr dso_local unnamed_addr constant { [3 x i8*] } { [3 x i8*] [i8* null, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i64 }* @_ZTI5PrivA to i8*), i8* bitcast (void (%struct.A*)* @_ZN1A2fAEv to i8*)] }, comdat, align 8
@_ZTV5ProtA = linkonce_odr dso_local unnamed_addr constant { [3 x i8*] } { [3 x i8*] [i8* null, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i64 }* @_ZTI5ProtA to i8*), i8* bitcast (void (%struct.A*)* @_ZN1A2fAEv to i8*)] }, comdat, align 8
@_ZTV7HasPriv = linkonce_odr dso_local unnamed_addr constant { [3 x i8*], [3 x i8*] } { [3 x i8*] [i8* null, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i64, i8*, i64 }* @_ZTI7HasPriv to i8*), i8* bitcast (void (%struct.A*)* @_ZN1A2fAEv to i8*)], [3 x i8*] [i8* inttoptr (i64 -16 to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i64, i8*, i64 }* @_ZTI7HasPriv to i8*), i8* bitcast (void (%struct.X*)* @_ZN1X2fXEv to i8*)] }, comdat, align 8
@_ZTV3PVD = linkonce_odr dso_local unnamed_addr constant { [3 x i8*], [4 x i8*] } { [3 x i8*] [i8* inttoptr (i64 16 to i8*), i8* null, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i64, i8*, i64 }* @_ZTI3PVD to i8*)], [4 x i8*] [i8* null, i8* inttoptr (i64 -16 to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i64, i8*, i64 }* @_ZTI3PVD to i8*), i8* bitcast (void (%struct.V*)* @_ZN1V2fVEv to i8*)] }, comdat, align 8
@_ZTV3PXY = linkonce_odr dso_local unnamed_addr constant { [3 x i8*], [3 x i8*] } { [3 x i8*] [i8* null, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i64, i8*, i64 }* @_ZTI3PXY to i8*), i8* bitcast (void (%struct.X*)* @_ZN1X2fXEv to i8*)], [3 x i8*] [i8* inttoptr (i64 -16 to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i64, i8*, i64 }* @_ZTI3PXY to i8*), i8* bitcast (void (%struct.Y*)* @_ZN1Y2fYEv to i8*)] }, comdat, align 8
@_ZTV2CD = linkonce_odr dso_local unnamed_addr constant { [4 x i8*], [3 x i8*], [4 x i8*] } { [4 x i8*] [i8* inttoptr (i64 32 to i8*), i8* null, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i64, i8*, i64 }* @_ZTI2CD to i8*), i8* bitcast (void (%struct.Z*)* @_ZN1Z2fZEv to i8*)], [3 x i8*] [i8* inttoptr (i64 16 to i8*), i8* inttoptr (i64 -16 to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i64, i8*, i64 }* @_ZTI2CD to i8*)], [4 x i8*] [i8* null, i8* inttoptr (i64 -32 to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i64, i8*, i64 }* @_ZTI2CD to i8*), i8* bitcast (void (%struct.V*)* @_ZN1V2fVEv to i8*)] }, comdat, align 8
@_ZTC2CD16_2CV = linkonce_odr dso_local unnamed_addr constant { [3 x i8*], [4 x i8*] } { [3 x i8*] [i8* inttoptr (i64 16 to i8*), i8* null, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i64 }* @_ZTI2CV to i8*)], [4 x i8*] [i8* null, i8* inttoptr (i64 -16 to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i64 }* @_ZTI2CV to i8*), i8* bitcast (void (%struct.V*)* @_ZN1V2fVEv to i8*)] }, comdat, align 8
@_ZTISt8bad_cast = external constant i8*
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

; Function Attrs: nofree nounwind uwtable
define dso_local void @_ZN2CVC2Ev(%struct.CV* noundef nonnull align 8 dereferenceable(12) %0, i8** nocapture noundef readonly %1) unnamed_addr #0 align 2 {
  %3 = bitcast i8** %1 to i32 (...)***
  %4 = load i32 (...)**, i32 (...)*** %3, align 8
  %5 = getelementptr inbounds %struct.CV, %struct.CV* %0, i64 0, i32 0
  store i32 (...)** %4, i32 (...)*** %5, align 8, !tbaa !5
  %6 = getelementptr inbounds i8*, i8** %1, i64 1
  %7 = bitcast i8** %6 to i32 (...)***
  %8 = load i32 (...)**, i32 (...)*** %7, align 8
  %9 = bitcast %struct.CV* %0 to i8**
  %10 = getelementptr i32 (...)*, i32 (...)** %4, i64 -3
  %11 = bitcast i32 (...)** %10 to i64*
  %12 = load i64, i64* %11, align 8
  %13 = bitcast %struct.CV* %0 to i8*
  %14 = getelementptr inbounds i8, i8* %13, i64 %12
  %15 = bitcast i8* %14 to i32 (...)***
  store i32 (...)** %8, i32 (...)*** %15, align 8, !tbaa !5
  %16 = getelementptr inbounds %struct.CV, %struct.CV* %0, i64 0, i32 1
  store i32 29, i32* %16, align 8, !tbaa !8
  %17 = load i8*, i8** %9, align 8, !tbaa !5
  %18 = getelementptr i8, i8* %17, i64 -24
  %19 = bitcast i8* %18 to i64*
  %20 = load i64, i64* %19, align 8
  %21 = getelementptr inbounds i8, i8* %13, i64 %20
  %22 = bitcast i8* %21 to %struct.V*
  tail call fastcc void @_ZL7in_ctorP1V(%struct.V* noundef nonnull %22)
  ret void
}

; Function Attrs: mustprogress nofree noinline nounwind uwtable
define internal fastcc void @_ZL7in_ctorP1V(%struct.V* noundef %0) unnamed_addr #1 {
  %2 = alloca %struct.V*, align 8
  %3 = alloca %struct.V*, align 8
  %4 = alloca %struct.V*, align 8
  %5 = alloca %struct.V*, align 8
  %6 = bitcast %struct.V** %5 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %6)
  store volatile %struct.V* %0, %struct.V** %5, align 8, !tbaa !12
  %7 = load volatile %struct.V*, %struct.V** %5, align 8, !tbaa !12
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %6)
  %8 = icmp eq %struct.V* %7, null
  br i1 %8, label %12, label %9

9:                                                ; preds = %1
  %10 = bitcast %struct.V* %7 to i8*
  %11 = tail call i8* @__dynamic_cast(i8* nonnull %10, i8* bitcast ({ i8*, i8* }* @_ZTI1V to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i64 }* @_ZTI2CV to i8*), i64 -1) #10
  br label %12

12:                                               ; preds = %1, %9
  %13 = phi i8* [ %11, %9 ], [ null, %1 ]
  tail call fastcc void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.97, i64 0, i64 0), i8* noundef %13)
  %14 = bitcast %struct.V** %4 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %14)
  store volatile %struct.V* %0, %struct.V** %4, align 8, !tbaa !12
  %15 = load volatile %struct.V*, %struct.V** %4, align 8, !tbaa !12
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %14)
  %16 = icmp eq %struct.V* %15, null
  br i1 %16, label %20, label %17

17:                                               ; preds = %12
  %18 = bitcast %struct.V* %15 to i8*
  %19 = tail call i8* @__dynamic_cast(i8* nonnull %18, i8* bitcast ({ i8*, i8* }* @_ZTI1V to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i64, i8*, i64 }* @_ZTI2CD to i8*), i64 -1) #10
  br label %20

20:                                               ; preds = %12, %17
  %21 = phi i8* [ %19, %17 ], [ null, %12 ]
  tail call fastcc void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.98, i64 0, i64 0), i8* noundef %21)
  %22 = bitcast %struct.V** %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %22)
  store volatile %struct.V* %0, %struct.V** %3, align 8, !tbaa !12
  %23 = load volatile %struct.V*, %struct.V** %3, align 8, !tbaa !12
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %22)
  %24 = icmp eq %struct.V* %23, null
  br i1 %24, label %28, label %25

25:                                               ; preds = %20
  %26 = bitcast %struct.V* %23 to i8*
  %27 = tail call i8* @__dynamic_cast(i8* nonnull %26, i8* bitcast ({ i8*, i8* }* @_ZTI1V to i8*), i8* bitcast ({ i8*, i8* }* @_ZTI1Z to i8*), i64 -2) #10
  br label %28

28:                                               ; preds = %20, %25
  %29 = phi i8* [ %27, %25 ], [ null, %20 ]
  tail call fastcc void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.99, i64 0, i64 0), i8* noundef %29)
  %30 = bitcast %struct.V** %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %30)
  store volatile %struct.V* %0, %struct.V** %2, align 8, !tbaa !12
  %31 = load volatile %struct.V*, %struct.V** %2, align 8, !tbaa !12
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %30)
  %32 = icmp eq %struct.V* %31, null
  br i1 %32, label %40, label %33

33:                                               ; preds = %28
  %34 = bitcast %struct.V* %31 to i64**
  %35 = load i64*, i64** %34, align 8, !tbaa !5
  %36 = getelementptr inbounds i64, i64* %35, i64 -2
  %37 = load i64, i64* %36, align 8
  %38 = bitcast %struct.V* %31 to i8*
  %39 = getelementptr inbounds i8, i8* %38, i64 %37
  br label %40

40:                                               ; preds = %28, %33
  %41 = phi i8* [ %39, %33 ], [ null, %28 ]
  tail call fastcc void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.100, i64 0, i64 0), i8* noundef %41)
  ret void
}

; Function Attrs: nofree nounwind uwtable
define dso_local void @_ZN2CVC1Ev(%struct.CV* noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #0 align 2 {
  %2 = getelementptr inbounds %struct.CV, %struct.CV* %0, i64 0, i32 3
  %3 = bitcast %struct.V.base* %2 to %struct.V*
  %4 = getelementptr %struct.V.base, %struct.V.base* %2, i64 0, i32 0
  %5 = getelementptr inbounds %struct.CV, %struct.CV* %0, i64 0, i32 3, i32 1
  store i32 10, i32* %5, align 8, !tbaa !14
  %6 = getelementptr inbounds %struct.CV, %struct.CV* %0, i64 0, i32 0
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [3 x i8*], [4 x i8*] }, { [3 x i8*], [4 x i8*] }* @_ZTV2CV, i64 0, inrange i32 0, i64 3) to i32 (...)**), i32 (...)*** %6, align 8, !tbaa !5
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [3 x i8*], [4 x i8*] }, { [3 x i8*], [4 x i8*] }* @_ZTV2CV, i64 0, inrange i32 1, i64 3) to i32 (...)**), i32 (...)*** %4, align 8, !tbaa !5
  %7 = getelementptr inbounds %struct.CV, %struct.CV* %0, i64 0, i32 1
  store i32 29, i32* %7, align 8, !tbaa !8
  tail call fastcc void @_ZL7in_ctorP1V(%struct.V* noundef nonnull %3)
  ret void
}

; Function Attrs: norecurse uwtable
define dso_local noundef signext i32 @main() local_unnamed_addr #2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %1 = alloca %struct.A*, align 8
  %2 = alloca %struct.A*, align 8
  %3 = alloca %struct.A*, align 8
  %4 = alloca %struct.A*, align 8
  %5 = alloca %struct.A*, align 8
  %6 = alloca %struct.V*, align 8
  %7 = alloca %struct.L*, align 8
  %8 = alloca %struct.V*, align 8
  %9 = alloca %struct.V*, align 8
  %10 = alloca %struct.V*, align 8
  %11 = alloca %struct.Z*, align 8
  %12 = alloca %struct.V*, align 8
  %13 = alloca %struct.V*, align 8
  %14 = alloca %struct.Y*, align 8
  %15 = alloca %struct.X*, align 8
  %16 = alloca %struct.X*, align 8
  %17 = alloca %struct.X*, align 8
  %18 = alloca %struct.V*, align 8
  %19 = alloca %struct.V*, align 8
  %20 = alloca %struct.X*, align 8
  %21 = alloca %struct.X*, align 8
  %22 = alloca %struct.A*, align 8
  %23 = alloca %struct.A*, align 8
  %24 = alloca %struct.A*, align 8
  %25 = alloca %struct.A*, align 8
  %26 = alloca %struct.A*, align 8
  %27 = alloca %struct.VP*, align 8
  %28 = alloca %struct.V*, align 8
  %29 = alloca %struct.A*, align 8
  %30 = alloca %struct.A*, align 8
  %31 = alloca %struct.NV*, align 8
  %32 = alloca %struct.Z*, align 8
  %33 = alloca %struct.Z*, align 8
  %34 = alloca %struct.Z*, align 8
  %35 = alloca %struct.Z*, align 8
  %36 = alloca %struct.V*, align 8
  %37 = alloca %struct.V*, align 8
  %38 = alloca %struct.L2*, align 8
  %39 = alloca %struct.R*, align 8
  %40 = alloca %struct.L*, align 8
  %41 = alloca %struct.V*, align 8
  %42 = alloca %struct.V*, align 8
  %43 = alloca %struct.V*, align 8
  %44 = alloca %struct.V*, align 8
  %45 = alloca %struct.R*, align 8
  %46 = alloca %struct.L*, align 8
  %47 = alloca %struct.V*, align 8
  %48 = alloca %struct.Y*, align 8
  %49 = alloca %struct.Y*, align 8
  %50 = alloca %struct.X*, align 8
  %51 = alloca %struct.A*, align 8
  %52 = alloca %struct.B*, align 8
  %53 = alloca %struct.B*, align 8
  %54 = alloca %struct.A*, align 8
  %55 = alloca %struct.A*, align 8
  %56 = alloca %struct.A*, align 8
  %57 = alloca %struct.B*, align 8
  %58 = alloca %struct.A*, align 8
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
  %76 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @str, i64 0, i64 0))
  %77 = bitcast %struct.C* %59 to i8*
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %77) #10
  %78 = getelementptr inbounds %struct.C, %struct.C* %59, i64 0, i32 0, i32 0, i32 0
  %79 = getelementptr inbounds %struct.C, %struct.C* %59, i64 0, i32 0, i32 0, i32 1
  store i32 1, i32* %79, align 8, !tbaa !16
  %80 = getelementptr inbounds %struct.C, %struct.C* %59, i64 0, i32 0, i32 1
  store i32 2, i32* %80, align 4, !tbaa !18
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [3 x i8*] }, { [3 x i8*] }* @_ZTV1C, i64 0, inrange i32 0, i64 2) to i32 (...)**), i32 (...)*** %78, align 8, !tbaa !5
  %81 = getelementptr inbounds %struct.C, %struct.C* %59, i64 0, i32 1
  store i32 3, i32* %81, align 8, !tbaa !20
  store %struct.C* %59, %struct.C** bitcast (i8** @_ZL5whole to %struct.C**), align 8, !tbaa !12
  %82 = bitcast %struct.C* %59 to %struct.A*
  %83 = bitcast %struct.A** %58 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %83)
  store volatile %struct.A* %82, %struct.A** %58, align 8, !tbaa !12
  %84 = load volatile %struct.A*, %struct.A** %58, align 8, !tbaa !12
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %83)
  %85 = icmp eq %struct.A* %84, null
  br i1 %85, label %86, label %87

86:                                               ; preds = %0
  call fastcc void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.1, i64 0, i64 0), i8* noundef null)
  call fastcc void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.2, i64 0, i64 0), i8* noundef null)
  call fastcc void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.3, i64 0, i64 0), i8* noundef null)
  call fastcc void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.4, i64 0, i64 0), i8* noundef null)
  br label %98

87:                                               ; preds = %0
  %88 = bitcast %struct.A* %84 to i8*
  %89 = call i8* @__dynamic_cast(i8* nonnull %88, i8* bitcast ({ i8*, i8* }* @_ZTI1A to i8*), i8* bitcast ({ i8*, i8*, i8* }* @_ZTI1B to i8*), i64 0) #10
  call fastcc void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.1, i64 0, i64 0), i8* noundef %89)
  %90 = call i8* @__dynamic_cast(i8* nonnull %88, i8* bitcast ({ i8*, i8* }* @_ZTI1A to i8*), i8* bitcast ({ i8*, i8*, i8* }* @_ZTI1C to i8*), i64 0) #10
  call fastcc void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.2, i64 0, i64 0), i8* noundef %90)
  %91 = call i8* @__dynamic_cast(i8* nonnull %88, i8* bitcast ({ i8*, i8* }* @_ZTI1A to i8*), i8* bitcast ({ i8*, i8*, i8* }* @_ZTI3Sib to i8*), i64 0) #10
  call fastcc void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.3, i64 0, i64 0), i8* noundef %91)
  %92 = call i8* @__dynamic_cast(i8* nonnull %88, i8* bitcast ({ i8*, i8* }* @_ZTI1A to i8*), i8* bitcast ({ i8*, i8*, i8* }* @_ZTI3Fin to i8*), i64 0) #10
  call fastcc void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.4, i64 0, i64 0), i8* noundef %92)
  %93 = bitcast %struct.A* %84 to i64**
  %94 = load i64*, i64** %93, align 8, !tbaa !5
  %95 = getelementptr inbounds i64, i64* %94, i64 -2
  %96 = load i64, i64* %95, align 8
  %97 = getelementptr inbounds i8, i8* %88, i64 %96
  br label %98

98:                                               ; preds = %86, %87
  %99 = phi i8* [ %97, %87 ], [ null, %86 ]
  call fastcc void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.5, i64 0, i64 0), i8* noundef %99)
  %100 = getelementptr inbounds %struct.C, %struct.C* %59, i64 0, i32 0
  %101 = bitcast %struct.B** %57 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %101)
  store volatile %struct.B* %100, %struct.B** %57, align 8, !tbaa !12
  %102 = load volatile %struct.B*, %struct.B** %57, align 8, !tbaa !12
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %101)
  %103 = icmp eq %struct.B* %102, null
  br i1 %103, label %107, label %104

104:                                              ; preds = %98
  %105 = bitcast %struct.B* %102 to i8*
  %106 = call i8* @__dynamic_cast(i8* nonnull %105, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI1B to i8*), i8* bitcast ({ i8*, i8*, i8* }* @_ZTI1C to i8*), i64 0) #10
  br label %107

107:                                              ; preds = %98, %104
  %108 = phi i8* [ %106, %104 ], [ null, %98 ]
  call fastcc void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.6, i64 0, i64 0), i8* noundef %108)
  br i1 %85, label %112, label %109

109:                                              ; preds = %107
  %110 = bitcast %struct.A* %84 to i8*
  %111 = call i8* @__dynamic_cast(i8* nonnull %110, i8* bitcast ({ i8*, i8* }* @_ZTI1A to i8*), i8* bitcast ({ i8*, i8* }* @_ZTI1X to i8*), i64 -2) #10
  br label %112

112:                                              ; preds = %107, %109
  %113 = phi i8* [ %111, %109 ], [ null, %107 ]
  call fastcc void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.7, i64 0, i64 0), i8* noundef %113)
  %114 = bitcast %struct.B* %60 to i8*
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %114) #10
  %115 = getelementptr inbounds %struct.B, %struct.B* %60, i64 0, i32 0, i32 0
  %116 = getelementptr inbounds %struct.B, %struct.B* %60, i64 0, i32 0, i32 1
  store i32 1, i32* %116, align 8, !tbaa !16
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [3 x i8*] }, { [3 x i8*] }* @_ZTV1B, i64 0, inrange i32 0, i64 2) to i32 (...)**), i32 (...)*** %115, align 8, !tbaa !5
  %117 = getelementptr inbounds %struct.B, %struct.B* %60, i64 0, i32 1
  store i32 2, i32* %117, align 4, !tbaa !18
  store %struct.B* %60, %struct.B** bitcast (i8** @_ZL5whole to %struct.B**), align 8, !tbaa !12
  %118 = bitcast %struct.B* %60 to %struct.A*
  %119 = bitcast %struct.A** %56 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %119)
  store volatile %struct.A* %118, %struct.A** %56, align 8, !tbaa !12
  %120 = load volatile %struct.A*, %struct.A** %56, align 8, !tbaa !12
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %119)
  %121 = icmp eq %struct.A* %120, null
  br i1 %121, label %125, label %122

122:                                              ; preds = %112
  %123 = bitcast %struct.A* %120 to i8*
  %124 = call i8* @__dynamic_cast(i8* nonnull %123, i8* bitcast ({ i8*, i8* }* @_ZTI1A to i8*), i8* bitcast ({ i8*, i8*, i8* }* @_ZTI1B to i8*), i64 0) #10
  br label %125

125:                                              ; preds = %112, %122
  %126 = phi i8* [ %124, %122 ], [ null, %112 ]
  call fastcc void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.8, i64 0, i64 0), i8* noundef %126)
  %127 = bitcast %struct.A** %55 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %127)
  store volatile %struct.A* %118, %struct.A** %55, align 8, !tbaa !12
  %128 = load volatile %struct.A*, %struct.A** %55, align 8, !tbaa !12
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %127)
  %129 = icmp eq %struct.A* %128, null
  br i1 %129, label %133, label %130

130:                                              ; preds = %125
  %131 = bitcast %struct.A* %128 to i8*
  %132 = call i8* @__dynamic_cast(i8* nonnull %131, i8* bitcast ({ i8*, i8* }* @_ZTI1A to i8*), i8* bitcast ({ i8*, i8*, i8* }* @_ZTI1C to i8*), i64 0) #10
  br label %133

133:                                              ; preds = %125, %130
  %134 = phi i8* [ %132, %130 ], [ null, %125 ]
  call fastcc void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.9, i64 0, i64 0), i8* noundef %134)
  %135 = bitcast %struct.Fin* %61 to i8*
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %135) #10
  %136 = getelementptr inbounds %struct.Fin, %struct.Fin* %61, i64 0, i32 0, i32 0, i32 0
  %137 = getelementptr inbounds %struct.Fin, %struct.Fin* %61, i64 0, i32 0, i32 0, i32 1
  store i32 1, i32* %137, align 8, !tbaa !16
  %138 = getelementptr inbounds %struct.Fin, %struct.Fin* %61, i64 0, i32 0, i32 1
  store i32 2, i32* %138, align 4, !tbaa !18
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [3 x i8*] }, { [3 x i8*] }* @_ZTV3Fin, i64 0, inrange i32 0, i64 2) to i32 (...)**), i32 (...)*** %136, align 8, !tbaa !5
  %139 = getelementptr inbounds %struct.Fin, %struct.Fin* %61, i64 0, i32 1
  store i32 5, i32* %139, align 8, !tbaa !22
  store %struct.Fin* %61, %struct.Fin** bitcast (i8** @_ZL5whole to %struct.Fin**), align 8, !tbaa !12
  %140 = bitcast %struct.Fin* %61 to %struct.A*
  %141 = bitcast %struct.A** %54 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %141)
  store volatile %struct.A* %140, %struct.A** %54, align 8, !tbaa !12
  %142 = load volatile %struct.A*, %struct.A** %54, align 8, !tbaa !12
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %141)
  %143 = icmp eq %struct.A* %142, null
  br i1 %143, label %147, label %144

144:                                              ; preds = %133
  %145 = bitcast %struct.A* %142 to i8*
  %146 = call i8* @__dynamic_cast(i8* nonnull %145, i8* bitcast ({ i8*, i8* }* @_ZTI1A to i8*), i8* bitcast ({ i8*, i8*, i8* }* @_ZTI3Fin to i8*), i64 0) #10
  br label %147

147:                                              ; preds = %133, %144
  %148 = phi i8* [ %146, %144 ], [ null, %133 ]
  call fastcc void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.10, i64 0, i64 0), i8* noundef %148)
  %149 = getelementptr inbounds %struct.Fin, %struct.Fin* %61, i64 0, i32 0
  %150 = bitcast %struct.B** %53 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %150)
  store volatile %struct.B* %149, %struct.B** %53, align 8, !tbaa !12
  %151 = load volatile %struct.B*, %struct.B** %53, align 8, !tbaa !12
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %150)
  %152 = icmp eq %struct.B* %151, null
  br i1 %152, label %156, label %153

153:                                              ; preds = %147
  %154 = bitcast %struct.B* %151 to i8*
  %155 = call i8* @__dynamic_cast(i8* nonnull %154, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI1B to i8*), i8* bitcast ({ i8*, i8*, i8* }* @_ZTI3Fin to i8*), i64 0) #10
  br label %156

156:                                              ; preds = %147, %153
  %157 = phi i8* [ %155, %153 ], [ null, %147 ]
  call fastcc void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.11, i64 0, i64 0), i8* noundef %157)
  %158 = bitcast %struct.B** %52 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %158)
  store volatile %struct.B* %100, %struct.B** %52, align 8, !tbaa !12
  %159 = load volatile %struct.B*, %struct.B** %52, align 8, !tbaa !12
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %158)
  %160 = icmp eq %struct.B* %159, null
  br i1 %160, label %164, label %161

161:                                              ; preds = %156
  %162 = bitcast %struct.B* %159 to i8*
  %163 = call i8* @__dynamic_cast(i8* nonnull %162, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI1B to i8*), i8* bitcast ({ i8*, i8*, i8* }* @_ZTI3Fin to i8*), i64 0) #10
  br label %164

164:                                              ; preds = %156, %161
  %165 = phi i8* [ %163, %161 ], [ null, %156 ]
  call fastcc void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.12, i64 0, i64 0), i8* noundef %165)
  %166 = bitcast %struct.A** %51 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %166)
  store volatile %struct.A* null, %struct.A** %51, align 8, !tbaa !12
  %167 = load volatile %struct.A*, %struct.A** %51, align 8, !tbaa !12
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %166)
  %168 = icmp eq %struct.A* %167, null
  br i1 %168, label %177, label %169

169:                                              ; preds = %164
  %170 = bitcast %struct.A* %167 to i8*
  %171 = call i8* @__dynamic_cast(i8* nonnull %170, i8* bitcast ({ i8*, i8* }* @_ZTI1A to i8*), i8* bitcast ({ i8*, i8*, i8* }* @_ZTI1C to i8*), i64 0) #10
  call fastcc void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.13, i64 0, i64 0), i8* noundef %171)
  %172 = bitcast %struct.A* %167 to i64**
  %173 = load i64*, i64** %172, align 8, !tbaa !5
  %174 = getelementptr inbounds i64, i64* %173, i64 -2
  %175 = load i64, i64* %174, align 8
  %176 = getelementptr inbounds i8, i8* %170, i64 %175
  br label %178

177:                                              ; preds = %164
  call fastcc void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.13, i64 0, i64 0), i8* noundef null)
  br label %178

178:                                              ; preds = %177, %169
  %179 = phi i8* [ %176, %169 ], [ null, %177 ]
  call fastcc void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.14, i64 0, i64 0), i8* noundef %179)
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %135) #10
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %114) #10
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %77) #10
  %180 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @str.105, i64 0, i64 0))
  %181 = bitcast %struct.XY* %62 to i8*
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %181) #10
  %182 = getelementptr inbounds %struct.XY, %struct.XY* %62, i64 0, i32 0, i32 0
  %183 = getelementptr inbounds %struct.XY, %struct.XY* %62, i64 0, i32 0, i32 1
  store i32 6, i32* %183, align 8, !tbaa !24
  %184 = getelementptr inbounds %struct.XY, %struct.XY* %62, i64 0, i32 2, i32 0
  %185 = getelementptr inbounds %struct.XY, %struct.XY* %62, i64 0, i32 2, i32 1
  store i32 7, i32* %185, align 8, !tbaa !26
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [3 x i8*], [3 x i8*] }, { [3 x i8*], [3 x i8*] }* @_ZTV2XY, i64 0, inrange i32 0, i64 2) to i32 (...)**), i32 (...)*** %182, align 8, !tbaa !5
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [3 x i8*], [3 x i8*] }, { [3 x i8*], [3 x i8*] }* @_ZTV2XY, i64 0, inrange i32 1, i64 2) to i32 (...)**), i32 (...)*** %184, align 8, !tbaa !5
  %186 = getelementptr inbounds %struct.XY, %struct.XY* %62, i64 0, i32 3
  store i32 8, i32* %186, align 4, !tbaa !28
  store %struct.XY* %62, %struct.XY** bitcast (i8** @_ZL5whole to %struct.XY**), align 8, !tbaa !12
  %187 = bitcast %struct.XY* %62 to %struct.X*
  %188 = bitcast %struct.X** %50 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %188)
  store volatile %struct.X* %187, %struct.X** %50, align 8, !tbaa !12
  %189 = load volatile %struct.X*, %struct.X** %50, align 8, !tbaa !12
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %188)
  %190 = getelementptr inbounds %struct.XY, %struct.XY* %62, i64 0, i32 2
  %191 = bitcast %struct.Y.base* %190 to %struct.Y*
  %192 = bitcast %struct.Y** %49 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %192)
  store volatile %struct.Y* %191, %struct.Y** %49, align 8, !tbaa !12
  %193 = load volatile %struct.Y*, %struct.Y** %49, align 8, !tbaa !12
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %192)
  %194 = icmp eq %struct.X* %189, null
  br i1 %194, label %198, label %195

195:                                              ; preds = %178
  %196 = bitcast %struct.X* %189 to i8*
  %197 = call i8* @__dynamic_cast(i8* nonnull %196, i8* bitcast ({ i8*, i8* }* @_ZTI1X to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i64, i8*, i64, i8*, i64 }* @_ZTI2XY to i8*), i64 0) #10
  br label %198

198:                                              ; preds = %178, %195
  %199 = phi i8* [ %197, %195 ], [ null, %178 ]
  call fastcc void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.16, i64 0, i64 0), i8* noundef %199)
  %200 = icmp eq %struct.Y* %193, null
  br i1 %200, label %204, label %201

201:                                              ; preds = %198
  %202 = bitcast %struct.Y* %193 to i8*
  %203 = call i8* @__dynamic_cast(i8* nonnull %202, i8* bitcast ({ i8*, i8* }* @_ZTI1Y to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i64, i8*, i64, i8*, i64 }* @_ZTI2XY to i8*), i64 16) #10
  br label %204

204:                                              ; preds = %198, %201
  %205 = phi i8* [ %203, %201 ], [ null, %198 ]
  call fastcc void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.17, i64 0, i64 0), i8* noundef %205)
  br i1 %194, label %209, label %206

206:                                              ; preds = %204
  %207 = bitcast %struct.X* %189 to i8*
  %208 = call i8* @__dynamic_cast(i8* nonnull %207, i8* bitcast ({ i8*, i8* }* @_ZTI1X to i8*), i8* bitcast ({ i8*, i8* }* @_ZTI1Y to i8*), i64 -2) #10
  br label %209

209:                                              ; preds = %204, %206
  %210 = phi i8* [ %208, %206 ], [ null, %204 ]
  call fastcc void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.18, i64 0, i64 0), i8* noundef %210)
  br i1 %200, label %214, label %211

211:                                              ; preds = %209
  %212 = bitcast %struct.Y* %193 to i8*
  %213 = call i8* @__dynamic_cast(i8* nonnull %212, i8* bitcast ({ i8*, i8* }* @_ZTI1Y to i8*), i8* bitcast ({ i8*, i8* }* @_ZTI1X to i8*), i64 -2) #10
  br label %214

214:                                              ; preds = %209, %211
  %215 = phi i8* [ %213, %211 ], [ null, %209 ]
  call fastcc void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.19, i64 0, i64 0), i8* noundef %215)
  br i1 %194, label %220, label %216

216:                                              ; preds = %214
  %217 = bitcast %struct.X* %189 to i8*
  %218 = call i8* @__dynamic_cast(i8* nonnull %217, i8* bitcast ({ i8*, i8* }* @_ZTI1X to i8*), i8* bitcast ({ i8*, i8* }* @_ZTI5Empty to i8*), i64 -2) #10
  %219 = bitcast i8* %218 to %struct.Empty*
  br label %220

220:                                              ; preds = %214, %216
  %221 = phi %struct.Empty* [ %219, %216 ], [ null, %214 ]
  %222 = getelementptr %struct.Empty, %struct.Empty* %221, i64 0, i32 0
  call fastcc void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.20, i64 0, i64 0), i8* noundef %222)
  br i1 %200, label %230, label %223

223:                                              ; preds = %220
  %224 = bitcast %struct.Y* %193 to i64**
  %225 = load i64*, i64** %224, align 8, !tbaa !5
  %226 = getelementptr inbounds i64, i64* %225, i64 -2
  %227 = load i64, i64* %226, align 8
  %228 = bitcast %struct.Y* %193 to i8*
  %229 = getelementptr inbounds i8, i8* %228, i64 %227
  br label %230

230:                                              ; preds = %220, %223
  %231 = phi i8* [ %229, %223 ], [ null, %220 ]
  call fastcc void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.21, i64 0, i64 0), i8* noundef %231)
  br i1 %194, label %235, label %232

232:                                              ; preds = %230
  %233 = bitcast %struct.X* %189 to i8*
  %234 = call i8* @__dynamic_cast(i8* nonnull %233, i8* bitcast ({ i8*, i8* }* @_ZTI1X to i8*), i8* bitcast ({ i8*, i8* }* @_ZTI1Z to i8*), i64 -2) #10
  br label %235

235:                                              ; preds = %230, %232
  %236 = phi i8* [ %234, %232 ], [ null, %230 ]
  call fastcc void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.22, i64 0, i64 0), i8* noundef %236)
  %237 = bitcast %struct.Y** %48 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %237)
  store volatile %struct.Y* %191, %struct.Y** %48, align 8, !tbaa !12
  %238 = load volatile %struct.Y*, %struct.Y** %48, align 8, !tbaa !12
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %237)
  %239 = icmp eq %struct.Y* %238, null
  br i1 %239, label %243, label %240

240:                                              ; preds = %235
  %241 = bitcast %struct.Y* %238 to i8*
  %242 = call i8* @__dynamic_cast(i8* nonnull %241, i8* bitcast ({ i8*, i8* }* @_ZTI1Y to i8*), i8* bitcast ({ i8*, i8* }* @_ZTI1X to i8*), i64 -2) #10
  br label %243

243:                                              ; preds = %235, %240
  %244 = phi i8* [ %242, %240 ], [ null, %235 ]
  call fastcc void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.23, i64 0, i64 0), i8* noundef %244)
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %181) #10
  %245 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([19 x i8], [19 x i8]* @str.106, i64 0, i64 0))
  %246 = bitcast %struct.D* %63 to i8*
  call void @llvm.lifetime.start.p0i8(i64 48, i8* nonnull %246) #10
  %247 = getelementptr inbounds %struct.D, %struct.D* %63, i64 0, i32 4, i32 0
  %248 = getelementptr inbounds %struct.D, %struct.D* %63, i64 0, i32 4, i32 1
  store i32 10, i32* %248, align 8, !tbaa !14
  %249 = getelementptr inbounds %struct.D, %struct.D* %63, i64 0, i32 0, i32 0
  %250 = getelementptr inbounds %struct.D, %struct.D* %63, i64 0, i32 0, i32 1
  store i32 11, i32* %250, align 8, !tbaa !30
  %251 = getelementptr inbounds %struct.D, %struct.D* %63, i64 0, i32 2, i32 0
  %252 = getelementptr inbounds %struct.D, %struct.D* %63, i64 0, i32 2, i32 1
  store i32 12, i32* %252, align 8, !tbaa !32
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [3 x i8*], [3 x i8*], [4 x i8*] }, { [3 x i8*], [3 x i8*], [4 x i8*] }* @_ZTV1D, i64 0, inrange i32 0, i64 3) to i32 (...)**), i32 (...)*** %249, align 8, !tbaa !5
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [3 x i8*], [3 x i8*], [4 x i8*] }, { [3 x i8*], [3 x i8*], [4 x i8*] }* @_ZTV1D, i64 0, inrange i32 2, i64 3) to i32 (...)**), i32 (...)*** %247, align 8, !tbaa !5
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [3 x i8*], [3 x i8*], [4 x i8*] }, { [3 x i8*], [3 x i8*], [4 x i8*] }* @_ZTV1D, i64 0, inrange i32 1, i64 3) to i32 (...)**), i32 (...)*** %251, align 8, !tbaa !5
  %253 = getelementptr inbounds %struct.D, %struct.D* %63, i64 0, i32 3
  store i32 13, i32* %253, align 4, !tbaa !34
  store %struct.D* %63, %struct.D** bitcast (i8** @_ZL5whole to %struct.D**), align 8, !tbaa !12
  %254 = getelementptr inbounds %struct.D, %struct.D* %63, i64 0, i32 4
  %255 = bitcast %struct.V.base* %254 to %struct.V*
  %256 = bitcast %struct.V** %47 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %256)
  store volatile %struct.V* %255, %struct.V** %47, align 8, !tbaa !12
  %257 = load volatile %struct.V*, %struct.V** %47, align 8, !tbaa !12
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %256)
  %258 = bitcast %struct.D* %63 to %struct.L*
  %259 = bitcast %struct.L** %46 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %259)
  store volatile %struct.L* %258, %struct.L** %46, align 8, !tbaa !12
  %260 = load volatile %struct.L*, %struct.L** %46, align 8, !tbaa !12
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %259)
  %261 = getelementptr inbounds %struct.D, %struct.D* %63, i64 0, i32 2
  %262 = bitcast %struct.R.base* %261 to %struct.R*
  %263 = bitcast %struct.R** %45 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %263)
  store volatile %struct.R* %262, %struct.R** %45, align 8, !tbaa !12
  %264 = load volatile %struct.R*, %struct.R** %45, align 8, !tbaa !12
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %263)
  %265 = icmp eq %struct.V* %257, null
  br i1 %265, label %266, label %267

266:                                              ; preds = %243
  call fastcc void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.25, i64 0, i64 0), i8* noundef null)
  call fastcc void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.26, i64 0, i64 0), i8* noundef null)
  br label %272

267:                                              ; preds = %243
  %268 = bitcast %struct.V* %257 to i8*
  %269 = call i8* @__dynamic_cast(i8* nonnull %268, i8* bitcast ({ i8*, i8* }* @_ZTI1V to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i64, i8*, i64 }* @_ZTI1D to i8*), i64 -1) #10
  call fastcc void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.25, i64 0, i64 0), i8* noundef %269)
  %270 = call i8* @__dynamic_cast(i8* nonnull %268, i8* bitcast ({ i8*, i8* }* @_ZTI1V to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i64 }* @_ZTI1L to i8*), i64 -1) #10
  call fastcc void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.26, i64 0, i64 0), i8* noundef %270)
  %271 = call i8* @__dynamic_cast(i8* nonnull %268, i8* bitcast ({ i8*, i8* }* @_ZTI1V to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i64 }* @_ZTI1R to i8*), i64 -1) #10
  br label %272

272:                                              ; preds = %266, %267
  %273 = phi i8* [ %271, %267 ], [ null, %266 ]
  call fastcc void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.27, i64 0, i64 0), i8* noundef %273)
  %274 = icmp eq %struct.L* %260, null
  br i1 %274, label %278, label %275

275:                                              ; preds = %272
  %276 = bitcast %struct.L* %260 to i8*
  %277 = call i8* @__dynamic_cast(i8* nonnull %276, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i64 }* @_ZTI1L to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i64 }* @_ZTI1R to i8*), i64 -2) #10
  br label %278

278:                                              ; preds = %272, %275
  %279 = phi i8* [ %277, %275 ], [ null, %272 ]
  call fastcc void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.28, i64 0, i64 0), i8* noundef %279)
  %280 = icmp eq %struct.R* %264, null
  br i1 %280, label %285, label %281

281:                                              ; preds = %278
  %282 = bitcast %struct.R* %264 to i8*
  %283 = call i8* @__dynamic_cast(i8* nonnull %282, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i64 }* @_ZTI1R to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i64 }* @_ZTI1L to i8*), i64 -2) #10
  call fastcc void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.29, i64 0, i64 0), i8* noundef %283)
  %284 = call i8* @__dynamic_cast(i8* nonnull %282, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i64 }* @_ZTI1R to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i64, i8*, i64 }* @_ZTI1D to i8*), i64 16) #10
  br label %286

285:                                              ; preds = %278
  call fastcc void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.29, i64 0, i64 0), i8* noundef null)
  br label %286

286:                                              ; preds = %285, %281
  %287 = phi i8* [ %284, %281 ], [ null, %285 ]
  call fastcc void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.30, i64 0, i64 0), i8* noundef %287)
  br i1 %265, label %295, label %288

288:                                              ; preds = %286
  %289 = bitcast %struct.V* %257 to i64**
  %290 = load i64*, i64** %289, align 8, !tbaa !5
  %291 = getelementptr inbounds i64, i64* %290, i64 -2
  %292 = load i64, i64* %291, align 8
  %293 = bitcast %struct.V* %257 to i8*
  %294 = getelementptr inbounds i8, i8* %293, i64 %292
  br label %295

295:                                              ; preds = %286, %288
  %296 = phi i8* [ %294, %288 ], [ null, %286 ]
  call fastcc void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.31, i64 0, i64 0), i8* noundef %296)
  br i1 %280, label %304, label %297

297:                                              ; preds = %295
  %298 = bitcast %struct.R* %264 to i64**
  %299 = load i64*, i64** %298, align 8, !tbaa !5
  %300 = getelementptr inbounds i64, i64* %299, i64 -2
  %301 = load i64, i64* %300, align 8
  %302 = bitcast %struct.R* %264 to i8*
  %303 = getelementptr inbounds i8, i8* %302, i64 %301
  br label %304

304:                                              ; preds = %295, %297
  %305 = phi i8* [ %303, %297 ], [ null, %295 ]
  call fastcc void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.32, i64 0, i64 0), i8* noundef %305)
  br i1 %265, label %309, label %306

306:                                              ; preds = %304
  %307 = bitcast %struct.V* %257 to i8*
  %308 = call i8* @__dynamic_cast(i8* nonnull %307, i8* bitcast ({ i8*, i8* }* @_ZTI1V to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i64, i8*, i64, i8*, i64 }* @_ZTI1M to i8*), i64 -1) #10
  br label %309

309:                                              ; preds = %304, %306
  %310 = phi i8* [ %308, %306 ], [ null, %304 ]
  call fastcc void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.33, i64 0, i64 0), i8* noundef %310)
  %311 = bitcast %struct.L* %64 to i8*
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %311) #10
  %312 = getelementptr inbounds %struct.L, %struct.L* %64, i64 0, i32 3, i32 0
  %313 = getelementptr inbounds %struct.L, %struct.L* %64, i64 0, i32 3, i32 1
  store i32 10, i32* %313, align 8, !tbaa !14
  %314 = getelementptr inbounds %struct.L, %struct.L* %64, i64 0, i32 0
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [3 x i8*], [4 x i8*] }, { [3 x i8*], [4 x i8*] }* @_ZTV1L, i64 0, inrange i32 0, i64 3) to i32 (...)**), i32 (...)*** %314, align 8, !tbaa !5
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [3 x i8*], [4 x i8*] }, { [3 x i8*], [4 x i8*] }* @_ZTV1L, i64 0, inrange i32 1, i64 3) to i32 (...)**), i32 (...)*** %312, align 8, !tbaa !5
  %315 = getelementptr inbounds %struct.L, %struct.L* %64, i64 0, i32 1
  store i32 11, i32* %315, align 8, !tbaa !30
  store %struct.L* %64, %struct.L** bitcast (i8** @_ZL5whole to %struct.L**), align 8, !tbaa !12
  %316 = bitcast %struct.L* %64 to i8**
  %317 = getelementptr inbounds %struct.L, %struct.L* %64, i64 0, i32 3
  %318 = bitcast %struct.V.base* %317 to %struct.V*
  %319 = bitcast %struct.V** %44 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %319)
  store volatile %struct.V* %318, %struct.V** %44, align 8, !tbaa !12
  %320 = load volatile %struct.V*, %struct.V** %44, align 8, !tbaa !12
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %319)
  %321 = icmp eq %struct.V* %320, null
  br i1 %321, label %325, label %322

322:                                              ; preds = %309
  %323 = bitcast %struct.V* %320 to i8*
  %324 = call i8* @__dynamic_cast(i8* nonnull %323, i8* bitcast ({ i8*, i8* }* @_ZTI1V to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i64 }* @_ZTI1L to i8*), i64 -1) #10
  br label %325

325:                                              ; preds = %309, %322
  %326 = phi i8* [ %324, %322 ], [ null, %309 ]
  call fastcc void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.34, i64 0, i64 0), i8* noundef %326)
  %327 = load i8*, i8** %316, align 8, !tbaa !5
  %328 = getelementptr i8, i8* %327, i64 -24
  %329 = bitcast i8* %328 to i64*
  %330 = load i64, i64* %329, align 8
  %331 = getelementptr inbounds i8, i8* %311, i64 %330
  %332 = bitcast i8* %331 to %struct.V*
  %333 = bitcast %struct.V** %43 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %333)
  store volatile %struct.V* %332, %struct.V** %43, align 8, !tbaa !12
  %334 = load volatile %struct.V*, %struct.V** %43, align 8, !tbaa !12
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %333)
  %335 = icmp eq %struct.V* %334, null
  br i1 %335, label %339, label %336

336:                                              ; preds = %325
  %337 = bitcast %struct.V* %334 to i8*
  %338 = call i8* @__dynamic_cast(i8* nonnull %337, i8* bitcast ({ i8*, i8* }* @_ZTI1V to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i64, i8*, i64 }* @_ZTI1D to i8*), i64 -1) #10
  br label %339

339:                                              ; preds = %325, %336
  %340 = phi i8* [ %338, %336 ], [ null, %325 ]
  call fastcc void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.35, i64 0, i64 0), i8* noundef %340)
  %341 = load i8*, i8** %316, align 8, !tbaa !5
  %342 = getelementptr i8, i8* %341, i64 -24
  %343 = bitcast i8* %342 to i64*
  %344 = load i64, i64* %343, align 8
  %345 = getelementptr inbounds i8, i8* %311, i64 %344
  %346 = bitcast i8* %345 to %struct.V*
  %347 = bitcast %struct.V** %42 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %347)
  store volatile %struct.V* %346, %struct.V** %42, align 8, !tbaa !12
  %348 = load volatile %struct.V*, %struct.V** %42, align 8, !tbaa !12
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %347)
  %349 = icmp eq %struct.V* %348, null
  br i1 %349, label %353, label %350

350:                                              ; preds = %339
  %351 = bitcast %struct.V* %348 to i8*
  %352 = call i8* @__dynamic_cast(i8* nonnull %351, i8* bitcast ({ i8*, i8* }* @_ZTI1V to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i64 }* @_ZTI1R to i8*), i64 -1) #10
  br label %353

353:                                              ; preds = %339, %350
  %354 = phi i8* [ %352, %350 ], [ null, %339 ]
  call fastcc void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.36, i64 0, i64 0), i8* noundef %354)
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %311) #10
  call void @llvm.lifetime.end.p0i8(i64 48, i8* nonnull %246) #10
  %355 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @str.107, i64 0, i64 0))
  %356 = bitcast %struct.D2* %65 to i8*
  call void @llvm.lifetime.start.p0i8(i64 80, i8* nonnull %356) #10
  %357 = getelementptr inbounds %struct.D2, %struct.D2* %65, i64 0, i32 6, i32 0
  %358 = getelementptr inbounds %struct.D2, %struct.D2* %65, i64 0, i32 6, i32 1
  store i32 10, i32* %358, align 8, !tbaa !14
  %359 = getelementptr inbounds %struct.D2, %struct.D2* %65, i64 0, i32 4, i32 0
  %360 = getelementptr inbounds %struct.D2, %struct.D2* %65, i64 0, i32 4, i32 1
  store i32 11, i32* %360, align 8, !tbaa !30
  %361 = getelementptr inbounds %struct.D2, %struct.D2* %65, i64 0, i32 8, i32 0
  %362 = getelementptr inbounds %struct.D2, %struct.D2* %65, i64 0, i32 8, i32 1
  store i32 12, i32* %362, align 8, !tbaa !32
  %363 = getelementptr inbounds %struct.D2, %struct.D2* %65, i64 0, i32 0, i32 0
  %364 = getelementptr inbounds %struct.D2, %struct.D2* %65, i64 0, i32 0, i32 1
  store i32 16, i32* %364, align 8, !tbaa !36
  %365 = getelementptr inbounds %struct.D2, %struct.D2* %65, i64 0, i32 2, i32 0
  %366 = getelementptr inbounds %struct.D2, %struct.D2* %65, i64 0, i32 2, i32 1
  store i32 17, i32* %366, align 8, !tbaa !38
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*], [5 x i8*], [3 x i8*], [4 x i8*], [3 x i8*] }, { [5 x i8*], [5 x i8*], [3 x i8*], [4 x i8*], [3 x i8*] }* @_ZTV2D2, i64 0, inrange i32 0, i64 5) to i32 (...)**), i32 (...)*** %363, align 8, !tbaa !5
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*], [5 x i8*], [3 x i8*], [4 x i8*], [3 x i8*] }, { [5 x i8*], [5 x i8*], [3 x i8*], [4 x i8*], [3 x i8*] }* @_ZTV2D2, i64 0, inrange i32 2, i64 3) to i32 (...)**), i32 (...)*** %359, align 8, !tbaa !5
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*], [5 x i8*], [3 x i8*], [4 x i8*], [3 x i8*] }, { [5 x i8*], [5 x i8*], [3 x i8*], [4 x i8*], [3 x i8*] }* @_ZTV2D2, i64 0, inrange i32 3, i64 3) to i32 (...)**), i32 (...)*** %357, align 8, !tbaa !5
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*], [5 x i8*], [3 x i8*], [4 x i8*], [3 x i8*] }, { [5 x i8*], [5 x i8*], [3 x i8*], [4 x i8*], [3 x i8*] }* @_ZTV2D2, i64 0, inrange i32 1, i64 5) to i32 (...)**), i32 (...)*** %365, align 8, !tbaa !5
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*], [5 x i8*], [3 x i8*], [4 x i8*], [3 x i8*] }, { [5 x i8*], [5 x i8*], [3 x i8*], [4 x i8*], [3 x i8*] }* @_ZTV2D2, i64 0, inrange i32 4, i64 3) to i32 (...)**), i32 (...)*** %361, align 8, !tbaa !5
  %367 = getelementptr inbounds %struct.D2, %struct.D2* %65, i64 0, i32 3
  store i32 18, i32* %367, align 4, !tbaa !40
  store %struct.D2* %65, %struct.D2** bitcast (i8** @_ZL5whole to %struct.D2**), align 8, !tbaa !12
  %368 = bitcast %struct.D2* %65 to i8**
  %369 = getelementptr inbounds %struct.D2, %struct.D2* %65, i64 0, i32 6
  %370 = bitcast %struct.V.base* %369 to %struct.V*
  %371 = bitcast %struct.V** %41 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %371)
  store volatile %struct.V* %370, %struct.V** %41, align 8, !tbaa !12
  %372 = load volatile %struct.V*, %struct.V** %41, align 8, !tbaa !12
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %371)
  %373 = icmp eq %struct.V* %372, null
  br i1 %373, label %374, label %375

374:                                              ; preds = %353
  call fastcc void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.38, i64 0, i64 0), i8* noundef null)
  call fastcc void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.26, i64 0, i64 0), i8* noundef null)
  call fastcc void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.27, i64 0, i64 0), i8* noundef null)
  call fastcc void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.39, i64 0, i64 0), i8* noundef null)
  br label %382

375:                                              ; preds = %353
  %376 = bitcast %struct.V* %372 to i8*
  %377 = call i8* @__dynamic_cast(i8* nonnull %376, i8* bitcast ({ i8*, i8* }* @_ZTI1V to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i64, i8*, i64 }* @_ZTI2D2 to i8*), i64 -1) #10
  call fastcc void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.38, i64 0, i64 0), i8* noundef %377)
  %378 = call i8* @__dynamic_cast(i8* nonnull %376, i8* bitcast ({ i8*, i8* }* @_ZTI1V to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i64 }* @_ZTI1L to i8*), i64 -1) #10
  call fastcc void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.26, i64 0, i64 0), i8* noundef %378)
  %379 = call i8* @__dynamic_cast(i8* nonnull %376, i8* bitcast ({ i8*, i8* }* @_ZTI1V to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i64 }* @_ZTI1R to i8*), i64 -1) #10
  call fastcc void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.27, i64 0, i64 0), i8* noundef %379)
  %380 = call i8* @__dynamic_cast(i8* nonnull %376, i8* bitcast ({ i8*, i8* }* @_ZTI1V to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i64 }* @_ZTI2L2 to i8*), i64 -1) #10
  call fastcc void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.39, i64 0, i64 0), i8* noundef %380)
  %381 = call i8* @__dynamic_cast(i8* nonnull %376, i8* bitcast ({ i8*, i8* }* @_ZTI1V to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i64, i8*, i64 }* @_ZTI2R2 to i8*), i64 -1) #10
  br label %382

382:                                              ; preds = %374, %375
  %383 = phi i8* [ %381, %375 ], [ null, %374 ]
  call fastcc void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.40, i64 0, i64 0), i8* noundef %383)
  %384 = load i8*, i8** %368, align 8, !tbaa !5
  %385 = getelementptr i8, i8* %384, i64 -24
  %386 = bitcast i8* %385 to i64*
  %387 = load i64, i64* %386, align 8
  %388 = getelementptr inbounds i8, i8* %356, i64 %387
  %389 = bitcast i8* %388 to %struct.L*
  %390 = bitcast %struct.L** %40 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %390)
  store volatile %struct.L* %389, %struct.L** %40, align 8, !tbaa !12
  %391 = load volatile %struct.L*, %struct.L** %40, align 8, !tbaa !12
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %390)
  %392 = icmp eq %struct.L* %391, null
  br i1 %392, label %396, label %393

393:                                              ; preds = %382
  %394 = bitcast %struct.L* %391 to i8*
  %395 = call i8* @__dynamic_cast(i8* nonnull %394, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i64 }* @_ZTI1L to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i64, i8*, i64 }* @_ZTI2R2 to i8*), i64 -1) #10
  br label %396

396:                                              ; preds = %382, %393
  %397 = phi i8* [ %395, %393 ], [ null, %382 ]
  call fastcc void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.41, i64 0, i64 0), i8* noundef %397)
  %398 = load i8*, i8** %368, align 8, !tbaa !5
  %399 = getelementptr i8, i8* %398, i64 -40
  %400 = bitcast i8* %399 to i64*
  %401 = load i64, i64* %400, align 8
  %402 = getelementptr inbounds i8, i8* %356, i64 %401
  %403 = bitcast i8* %402 to %struct.R*
  %404 = bitcast %struct.R** %39 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %404)
  store volatile %struct.R* %403, %struct.R** %39, align 8, !tbaa !12
  %405 = load volatile %struct.R*, %struct.R** %39, align 8, !tbaa !12
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %404)
  %406 = icmp eq %struct.R* %405, null
  br i1 %406, label %410, label %407

407:                                              ; preds = %396
  %408 = bitcast %struct.R* %405 to i8*
  %409 = call i8* @__dynamic_cast(i8* nonnull %408, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i64 }* @_ZTI1R to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i64 }* @_ZTI2L2 to i8*), i64 -2) #10
  br label %410

410:                                              ; preds = %396, %407
  %411 = phi i8* [ %409, %407 ], [ null, %396 ]
  call fastcc void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.42, i64 0, i64 0), i8* noundef %411)
  %412 = bitcast %struct.D2* %65 to %struct.L2*
  %413 = bitcast %struct.L2** %38 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %413)
  store volatile %struct.L2* %412, %struct.L2** %38, align 8, !tbaa !12
  %414 = load volatile %struct.L2*, %struct.L2** %38, align 8, !tbaa !12
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %413)
  %415 = icmp eq %struct.L2* %414, null
  br i1 %415, label %419, label %416

416:                                              ; preds = %410
  %417 = bitcast %struct.L2* %414 to i8*
  %418 = call i8* @__dynamic_cast(i8* nonnull %417, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i64 }* @_ZTI2L2 to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i64 }* @_ZTI1R to i8*), i64 -2) #10
  br label %419

419:                                              ; preds = %410, %416
  %420 = phi i8* [ %418, %416 ], [ null, %410 ]
  call fastcc void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.43, i64 0, i64 0), i8* noundef %420)
  br i1 %373, label %428, label %421

421:                                              ; preds = %419
  %422 = bitcast %struct.V* %372 to i64**
  %423 = load i64*, i64** %422, align 8, !tbaa !5
  %424 = getelementptr inbounds i64, i64* %423, i64 -2
  %425 = load i64, i64* %424, align 8
  %426 = bitcast %struct.V* %372 to i8*
  %427 = getelementptr inbounds i8, i8* %426, i64 %425
  br label %428

428:                                              ; preds = %419, %421
  %429 = phi i8* [ %427, %421 ], [ null, %419 ]
  call fastcc void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.31, i64 0, i64 0), i8* noundef %429)
  call void @llvm.lifetime.end.p0i8(i64 80, i8* nonnull %356) #10
  %430 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @str.108, i64 0, i64 0))
  %431 = bitcast %struct.M* %66 to i8*
  call void @llvm.lifetime.start.p0i8(i64 64, i8* nonnull %431) #10
  %432 = getelementptr inbounds %struct.M, %struct.M* %66, i64 0, i32 5, i32 0
  %433 = getelementptr inbounds %struct.M, %struct.M* %66, i64 0, i32 5, i32 1
  store i32 10, i32* %433, align 8, !tbaa !14
  %434 = getelementptr inbounds %struct.M, %struct.M* %66, i64 0, i32 0, i32 0
  %435 = getelementptr inbounds %struct.M, %struct.M* %66, i64 0, i32 0, i32 1
  store i32 11, i32* %435, align 8, !tbaa !30
  %436 = getelementptr inbounds %struct.M, %struct.M* %66, i64 0, i32 2, i32 0, i32 0
  %437 = getelementptr inbounds %struct.M, %struct.M* %66, i64 0, i32 2, i32 0, i32 1
  store i32 10, i32* %437, align 8, !tbaa !14
  %438 = getelementptr inbounds %struct.M, %struct.M* %66, i64 0, i32 2, i32 1
  store i32 14, i32* %438, align 4, !tbaa !42
  %439 = getelementptr inbounds %struct.M, %struct.M* %66, i64 0, i32 3, i32 0
  %440 = getelementptr inbounds %struct.M, %struct.M* %66, i64 0, i32 3, i32 1
  store i32 9, i32* %440, align 8, !tbaa !44
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [3 x i8*], [3 x i8*], [3 x i8*], [4 x i8*] }, { [3 x i8*], [3 x i8*], [3 x i8*], [4 x i8*] }* @_ZTV1M, i64 0, inrange i32 0, i64 3) to i32 (...)**), i32 (...)*** %434, align 8, !tbaa !5
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [3 x i8*], [3 x i8*], [3 x i8*], [4 x i8*] }, { [3 x i8*], [3 x i8*], [3 x i8*], [4 x i8*] }* @_ZTV1M, i64 0, inrange i32 3, i64 3) to i32 (...)**), i32 (...)*** %432, align 8, !tbaa !5
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [3 x i8*], [3 x i8*], [3 x i8*], [4 x i8*] }, { [3 x i8*], [3 x i8*], [3 x i8*], [4 x i8*] }* @_ZTV1M, i64 0, inrange i32 1, i64 2) to i32 (...)**), i32 (...)*** %436, align 8, !tbaa !5
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [3 x i8*], [3 x i8*], [3 x i8*], [4 x i8*] }, { [3 x i8*], [3 x i8*], [3 x i8*], [4 x i8*] }* @_ZTV1M, i64 0, inrange i32 2, i64 2) to i32 (...)**), i32 (...)*** %439, align 8, !tbaa !5
  %441 = getelementptr inbounds %struct.M, %struct.M* %66, i64 0, i32 4
  store i32 15, i32* %441, align 4, !tbaa !46
  store %struct.M* %66, %struct.M** bitcast (i8** @_ZL5whole to %struct.M**), align 8, !tbaa !12
  %442 = getelementptr inbounds %struct.M, %struct.M* %66, i64 0, i32 5
  %443 = bitcast %struct.V.base* %442 to %struct.V*
  %444 = bitcast %struct.V** %37 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %444)
  store volatile %struct.V* %443, %struct.V** %37, align 8, !tbaa !12
  %445 = load volatile %struct.V*, %struct.V** %37, align 8, !tbaa !12
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %444)
  %446 = getelementptr inbounds %struct.M, %struct.M* %66, i64 0, i32 2
  %447 = bitcast %struct.NV* %446 to %struct.V*
  %448 = bitcast %struct.V** %36 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %448)
  store volatile %struct.V* %447, %struct.V** %36, align 8, !tbaa !12
  %449 = load volatile %struct.V*, %struct.V** %36, align 8, !tbaa !12
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %448)
  %450 = icmp eq %struct.V* %445, null
  br i1 %450, label %455, label %451

451:                                              ; preds = %428
  %452 = bitcast %struct.V* %445 to i8*
  %453 = call i8* @__dynamic_cast(i8* nonnull %452, i8* bitcast ({ i8*, i8* }* @_ZTI1V to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i64 }* @_ZTI1L to i8*), i64 -1) #10
  call fastcc void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.45, i64 0, i64 0), i8* noundef %453)
  %454 = call i8* @__dynamic_cast(i8* nonnull %452, i8* bitcast ({ i8*, i8* }* @_ZTI1V to i8*), i8* bitcast ({ i8*, i8*, i8* }* @_ZTI2NV to i8*), i64 0) #10
  br label %456

455:                                              ; preds = %428
  call fastcc void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.45, i64 0, i64 0), i8* noundef null)
  br label %456

456:                                              ; preds = %455, %451
  %457 = phi i8* [ %454, %451 ], [ null, %455 ]
  call fastcc void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.46, i64 0, i64 0), i8* noundef %457)
  %458 = icmp eq %struct.V* %449, null
  br i1 %458, label %463, label %459

459:                                              ; preds = %456
  %460 = bitcast %struct.V* %449 to i8*
  %461 = call i8* @__dynamic_cast(i8* nonnull %460, i8* bitcast ({ i8*, i8* }* @_ZTI1V to i8*), i8* bitcast ({ i8*, i8*, i8* }* @_ZTI2NV to i8*), i64 0) #10
  call fastcc void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.47, i64 0, i64 0), i8* noundef %461)
  %462 = call i8* @__dynamic_cast(i8* nonnull %460, i8* bitcast ({ i8*, i8* }* @_ZTI1V to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i64 }* @_ZTI1L to i8*), i64 -1) #10
  br label %464

463:                                              ; preds = %456
  call fastcc void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.47, i64 0, i64 0), i8* noundef null)
  br label %464

464:                                              ; preds = %463, %459
  %465 = phi i8* [ %462, %459 ], [ null, %463 ]
  call fastcc void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.48, i64 0, i64 0), i8* noundef %465)
  br i1 %450, label %469, label %466

466:                                              ; preds = %464
  %467 = bitcast %struct.V* %445 to i8*
  %468 = call i8* @__dynamic_cast(i8* nonnull %467, i8* bitcast ({ i8*, i8* }* @_ZTI1V to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i64, i8*, i64, i8*, i64 }* @_ZTI1M to i8*), i64 -1) #10
  br label %469

469:                                              ; preds = %464, %466
  %470 = phi i8* [ %468, %466 ], [ null, %464 ]
  call fastcc void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.49, i64 0, i64 0), i8* noundef %470)
  br i1 %458, label %474, label %471

471:                                              ; preds = %469
  %472 = bitcast %struct.V* %449 to i8*
  %473 = call i8* @__dynamic_cast(i8* nonnull %472, i8* bitcast ({ i8*, i8* }* @_ZTI1V to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i64, i8*, i64, i8*, i64 }* @_ZTI1M to i8*), i64 -1) #10
  br label %474

474:                                              ; preds = %469, %471
  %475 = phi i8* [ %473, %471 ], [ null, %469 ]
  call fastcc void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.50, i64 0, i64 0), i8* noundef %475)
  %476 = getelementptr inbounds %struct.M, %struct.M* %66, i64 0, i32 3
  %477 = bitcast %struct.Z.base* %476 to %struct.Z*
  %478 = bitcast %struct.Z** %35 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %478)
  store volatile %struct.Z* %477, %struct.Z** %35, align 8, !tbaa !12
  %479 = load volatile %struct.Z*, %struct.Z** %35, align 8, !tbaa !12
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %478)
  %480 = icmp eq %struct.Z* %479, null
  br i1 %480, label %484, label %481

481:                                              ; preds = %474
  %482 = bitcast %struct.Z* %479 to i8*
  %483 = call i8* @__dynamic_cast(i8* nonnull %482, i8* bitcast ({ i8*, i8* }* @_ZTI1Z to i8*), i8* bitcast ({ i8*, i8* }* @_ZTI1V to i8*), i64 -2) #10
  br label %484

484:                                              ; preds = %474, %481
  %485 = phi i8* [ %483, %481 ], [ null, %474 ]
  call fastcc void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.51, i64 0, i64 0), i8* noundef %485)
  %486 = bitcast %struct.Z** %34 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %486)
  store volatile %struct.Z* %477, %struct.Z** %34, align 8, !tbaa !12
  %487 = load volatile %struct.Z*, %struct.Z** %34, align 8, !tbaa !12
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %486)
  %488 = icmp eq %struct.Z* %487, null
  br i1 %488, label %492, label %489

489:                                              ; preds = %484
  %490 = bitcast %struct.Z* %487 to i8*
  %491 = call i8* @__dynamic_cast(i8* nonnull %490, i8* bitcast ({ i8*, i8* }* @_ZTI1Z to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i64 }* @_ZTI1L to i8*), i64 -2) #10
  br label %492

492:                                              ; preds = %484, %489
  %493 = phi i8* [ %491, %489 ], [ null, %484 ]
  call fastcc void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.52, i64 0, i64 0), i8* noundef %493)
  %494 = bitcast %struct.Z** %33 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %494)
  store volatile %struct.Z* %477, %struct.Z** %33, align 8, !tbaa !12
  %495 = load volatile %struct.Z*, %struct.Z** %33, align 8, !tbaa !12
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %494)
  %496 = icmp eq %struct.Z* %495, null
  br i1 %496, label %500, label %497

497:                                              ; preds = %492
  %498 = bitcast %struct.Z* %495 to i8*
  %499 = call i8* @__dynamic_cast(i8* nonnull %498, i8* bitcast ({ i8*, i8* }* @_ZTI1Z to i8*), i8* bitcast ({ i8*, i8*, i8* }* @_ZTI2NV to i8*), i64 -2) #10
  br label %500

500:                                              ; preds = %492, %497
  %501 = phi i8* [ %499, %497 ], [ null, %492 ]
  call fastcc void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.53, i64 0, i64 0), i8* noundef %501)
  %502 = bitcast %struct.Z** %32 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %502)
  store volatile %struct.Z* %477, %struct.Z** %32, align 8, !tbaa !12
  %503 = load volatile %struct.Z*, %struct.Z** %32, align 8, !tbaa !12
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %502)
  %504 = icmp eq %struct.Z* %503, null
  br i1 %504, label %512, label %505

505:                                              ; preds = %500
  %506 = bitcast %struct.Z* %503 to i64**
  %507 = load i64*, i64** %506, align 8, !tbaa !5
  %508 = getelementptr inbounds i64, i64* %507, i64 -2
  %509 = load i64, i64* %508, align 8
  %510 = bitcast %struct.Z* %503 to i8*
  %511 = getelementptr inbounds i8, i8* %510, i64 %509
  br label %512

512:                                              ; preds = %500, %505
  %513 = phi i8* [ %511, %505 ], [ null, %500 ]
  call fastcc void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.54, i64 0, i64 0), i8* noundef %513)
  %514 = bitcast %struct.NV** %31 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %514)
  store volatile %struct.NV* %446, %struct.NV** %31, align 8, !tbaa !12
  %515 = load volatile %struct.NV*, %struct.NV** %31, align 8, !tbaa !12
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %514)
  %516 = icmp eq %struct.NV* %515, null
  br i1 %516, label %520, label %517

517:                                              ; preds = %512
  %518 = bitcast %struct.NV* %515 to i8*
  %519 = call i8* @__dynamic_cast(i8* nonnull %518, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI2NV to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i64 }* @_ZTI1L to i8*), i64 -2) #10
  br label %520

520:                                              ; preds = %512, %517
  %521 = phi i8* [ %519, %517 ], [ null, %512 ]
  call fastcc void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.55, i64 0, i64 0), i8* noundef %521)
  %522 = bitcast %struct.AA* %67 to i8*
  call void @llvm.lifetime.start.p0i8(i64 40, i8* nonnull %522) #10
  %523 = getelementptr inbounds %struct.AA, %struct.AA* %67, i64 0, i32 0, i32 0, i32 0
  %524 = getelementptr inbounds %struct.AA, %struct.AA* %67, i64 0, i32 0, i32 0, i32 1
  store i32 1, i32* %524, align 8, !tbaa !16
  %525 = getelementptr inbounds %struct.AA, %struct.AA* %67, i64 0, i32 0, i32 1
  store i32 19, i32* %525, align 4, !tbaa !48
  %526 = getelementptr inbounds %struct.AA, %struct.AA* %67, i64 0, i32 1, i32 0, i32 0
  %527 = getelementptr inbounds %struct.AA, %struct.AA* %67, i64 0, i32 1, i32 0, i32 1
  store i32 1, i32* %527, align 8, !tbaa !16
  %528 = getelementptr inbounds %struct.AA, %struct.AA* %67, i64 0, i32 1, i32 1
  store i32 20, i32* %528, align 4, !tbaa !50
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [3 x i8*], [3 x i8*] }, { [3 x i8*], [3 x i8*] }* @_ZTV2AA, i64 0, inrange i32 0, i64 2) to i32 (...)**), i32 (...)*** %523, align 8, !tbaa !5
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [3 x i8*], [3 x i8*] }, { [3 x i8*], [3 x i8*] }* @_ZTV2AA, i64 0, inrange i32 1, i64 2) to i32 (...)**), i32 (...)*** %526, align 8, !tbaa !5
  %529 = getelementptr inbounds %struct.AA, %struct.AA* %67, i64 0, i32 2
  store i32 21, i32* %529, align 8, !tbaa !52
  store %struct.AA* %67, %struct.AA** bitcast (i8** @_ZL5whole to %struct.AA**), align 8, !tbaa !12
  %530 = bitcast %struct.AA* %67 to %struct.A*
  %531 = bitcast %struct.A** %30 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %531)
  store volatile %struct.A* %530, %struct.A** %30, align 8, !tbaa !12
  %532 = load volatile %struct.A*, %struct.A** %30, align 8, !tbaa !12
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %531)
  %533 = getelementptr inbounds %struct.AA, %struct.AA* %67, i64 0, i32 1
  %534 = bitcast %struct.A2* %533 to %struct.A*
  %535 = bitcast %struct.A** %29 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %535)
  store volatile %struct.A* %534, %struct.A** %29, align 8, !tbaa !12
  %536 = load volatile %struct.A*, %struct.A** %29, align 8, !tbaa !12
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %535)
  %537 = icmp eq %struct.A* %532, null
  br i1 %537, label %541, label %538

538:                                              ; preds = %520
  %539 = bitcast %struct.A* %532 to i8*
  %540 = call i8* @__dynamic_cast(i8* nonnull %539, i8* bitcast ({ i8*, i8* }* @_ZTI1A to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i64, i8*, i64 }* @_ZTI2AA to i8*), i64 -3) #10
  br label %541

541:                                              ; preds = %520, %538
  %542 = phi i8* [ %540, %538 ], [ null, %520 ]
  call fastcc void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.56, i64 0, i64 0), i8* noundef %542)
  %543 = icmp eq %struct.A* %536, null
  br i1 %543, label %547, label %544

544:                                              ; preds = %541
  %545 = bitcast %struct.A* %536 to i8*
  %546 = call i8* @__dynamic_cast(i8* nonnull %545, i8* bitcast ({ i8*, i8* }* @_ZTI1A to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i64, i8*, i64 }* @_ZTI2AA to i8*), i64 -3) #10
  br label %547

547:                                              ; preds = %541, %544
  %548 = phi i8* [ %546, %544 ], [ null, %541 ]
  call fastcc void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.57, i64 0, i64 0), i8* noundef %548)
  br i1 %537, label %553, label %549

549:                                              ; preds = %547
  %550 = bitcast %struct.A* %532 to i8*
  %551 = call i8* @__dynamic_cast(i8* nonnull %550, i8* bitcast ({ i8*, i8* }* @_ZTI1A to i8*), i8* bitcast ({ i8*, i8*, i8* }* @_ZTI2A1 to i8*), i64 0) #10
  call fastcc void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.58, i64 0, i64 0), i8* noundef %551)
  %552 = call i8* @__dynamic_cast(i8* nonnull %550, i8* bitcast ({ i8*, i8* }* @_ZTI1A to i8*), i8* bitcast ({ i8*, i8*, i8* }* @_ZTI2A2 to i8*), i64 0) #10
  br label %554

553:                                              ; preds = %547
  call fastcc void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.58, i64 0, i64 0), i8* noundef null)
  br label %554

554:                                              ; preds = %553, %549
  %555 = phi i8* [ %552, %549 ], [ null, %553 ]
  call fastcc void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([20 x i8], [20 x i8]* @.str.59, i64 0, i64 0), i8* noundef %555)
  br i1 %543, label %564, label %556

556:                                              ; preds = %554
  %557 = bitcast %struct.A* %536 to i8*
  %558 = call i8* @__dynamic_cast(i8* nonnull %557, i8* bitcast ({ i8*, i8* }* @_ZTI1A to i8*), i8* bitcast ({ i8*, i8*, i8* }* @_ZTI2A1 to i8*), i64 0) #10
  call fastcc void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([20 x i8], [20 x i8]* @.str.60, i64 0, i64 0), i8* noundef %558)
  %559 = bitcast %struct.A* %536 to i64**
  %560 = load i64*, i64** %559, align 8, !tbaa !5
  %561 = getelementptr inbounds i64, i64* %560, i64 -2
  %562 = load i64, i64* %561, align 8
  %563 = getelementptr inbounds i8, i8* %557, i64 %562
  br label %565

564:                                              ; preds = %554
  call fastcc void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([20 x i8], [20 x i8]* @.str.60, i64 0, i64 0), i8* noundef null)
  br label %565

565:                                              ; preds = %564, %556
  %566 = phi i8* [ %563, %556 ], [ null, %564 ]
  call fastcc void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.61, i64 0, i64 0), i8* noundef %566)
  %567 = bitcast %struct.VPQ* %68 to i8*
  call void @llvm.lifetime.start.p0i8(i64 56, i8* nonnull %567) #10
  %568 = getelementptr inbounds %struct.VPQ, %struct.VPQ* %68, i64 0, i32 4, i32 0
  %569 = getelementptr inbounds %struct.VPQ, %struct.VPQ* %68, i64 0, i32 4, i32 1
  store i32 10, i32* %569, align 8, !tbaa !14
  %570 = getelementptr inbounds %struct.VPQ, %struct.VPQ* %68, i64 0, i32 0, i32 0, i32 0
  %571 = getelementptr inbounds %struct.VPQ, %struct.VPQ* %68, i64 0, i32 0, i32 0, i32 1
  store i32 31, i32* %571, align 8, !tbaa !54
  %572 = getelementptr inbounds %struct.VPQ, %struct.VPQ* %68, i64 0, i32 0, i32 1
  store i32 32, i32* %572, align 4, !tbaa !56
  %573 = getelementptr inbounds %struct.VPQ, %struct.VPQ* %68, i64 0, i32 1, i32 0, i32 0
  %574 = getelementptr inbounds %struct.VPQ, %struct.VPQ* %68, i64 0, i32 1, i32 0, i32 1
  store i32 31, i32* %574, align 8, !tbaa !54
  %575 = getelementptr inbounds %struct.VPQ, %struct.VPQ* %68, i64 0, i32 1, i32 1
  store i32 33, i32* %575, align 4, !tbaa !58
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [3 x i8*], [3 x i8*], [4 x i8*] }, { [3 x i8*], [3 x i8*], [4 x i8*] }* @_ZTV3VPQ, i64 0, inrange i32 0, i64 3) to i32 (...)**), i32 (...)*** %570, align 8, !tbaa !5
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [3 x i8*], [3 x i8*], [4 x i8*] }, { [3 x i8*], [3 x i8*], [4 x i8*] }* @_ZTV3VPQ, i64 0, inrange i32 2, i64 3) to i32 (...)**), i32 (...)*** %568, align 8, !tbaa !5
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [3 x i8*], [3 x i8*], [4 x i8*] }, { [3 x i8*], [3 x i8*], [4 x i8*] }* @_ZTV3VPQ, i64 0, inrange i32 1, i64 3) to i32 (...)**), i32 (...)*** %573, align 8, !tbaa !5
  %576 = getelementptr inbounds %struct.VPQ, %struct.VPQ* %68, i64 0, i32 2
  store i32 34, i32* %576, align 8, !tbaa !60
  store %struct.VPQ* %68, %struct.VPQ** bitcast (i8** @_ZL5whole to %struct.VPQ**), align 8, !tbaa !12
  %577 = getelementptr inbounds %struct.VPQ, %struct.VPQ* %68, i64 0, i32 4
  %578 = bitcast %struct.V.base* %577 to %struct.V*
  %579 = bitcast %struct.V** %28 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %579)
  store volatile %struct.V* %578, %struct.V** %28, align 8, !tbaa !12
  %580 = load volatile %struct.V*, %struct.V** %28, align 8, !tbaa !12
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %579)
  %581 = icmp eq %struct.V* %580, null
  br i1 %581, label %588, label %582

582:                                              ; preds = %565
  %583 = bitcast %struct.V* %580 to i8*
  %584 = call i8* @__dynamic_cast(i8* nonnull %583, i8* bitcast ({ i8*, i8* }* @_ZTI1V to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i64 }* @_ZTI2VC to i8*), i64 -1) #10
  call fastcc void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([25 x i8], [25 x i8]* @.str.62, i64 0, i64 0), i8* noundef %584)
  %585 = call i8* @__dynamic_cast(i8* nonnull %583, i8* bitcast ({ i8*, i8* }* @_ZTI1V to i8*), i8* bitcast ({ i8*, i8*, i8* }* @_ZTI2VP to i8*), i64 -1) #10
  call fastcc void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.63, i64 0, i64 0), i8* noundef %585)
  %586 = call i8* @__dynamic_cast(i8* nonnull %583, i8* bitcast ({ i8*, i8* }* @_ZTI1V to i8*), i8* bitcast ({ i8*, i8*, i8* }* @_ZTI2VQ to i8*), i64 -1) #10
  call fastcc void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.64, i64 0, i64 0), i8* noundef %586)
  %587 = call i8* @__dynamic_cast(i8* nonnull %583, i8* bitcast ({ i8*, i8* }* @_ZTI1V to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i64, i8*, i64 }* @_ZTI3VPQ to i8*), i64 -1) #10
  br label %589

588:                                              ; preds = %565
  call fastcc void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([25 x i8], [25 x i8]* @.str.62, i64 0, i64 0), i8* noundef null)
  call fastcc void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.63, i64 0, i64 0), i8* noundef null)
  call fastcc void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.64, i64 0, i64 0), i8* noundef null)
  br label %589

589:                                              ; preds = %588, %582
  %590 = phi i8* [ %587, %582 ], [ null, %588 ]
  call fastcc void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.65, i64 0, i64 0), i8* noundef %590)
  %591 = bitcast %struct.VPQ* %68 to %struct.VP*
  %592 = bitcast %struct.VP** %27 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %592)
  store volatile %struct.VP* %591, %struct.VP** %27, align 8, !tbaa !12
  %593 = load volatile %struct.VP*, %struct.VP** %27, align 8, !tbaa !12
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %592)
  %594 = icmp eq %struct.VP* %593, null
  br i1 %594, label %598, label %595

595:                                              ; preds = %589
  %596 = bitcast %struct.VP* %593 to i8*
  %597 = call i8* @__dynamic_cast(i8* nonnull %596, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI2VP to i8*), i8* bitcast ({ i8*, i8*, i8* }* @_ZTI2VQ to i8*), i64 -2) #10
  br label %598

598:                                              ; preds = %589, %595
  %599 = phi i8* [ %597, %595 ], [ null, %589 ]
  call fastcc void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.66, i64 0, i64 0), i8* noundef %599)
  call void @llvm.lifetime.end.p0i8(i64 56, i8* nonnull %567) #10
  call void @llvm.lifetime.end.p0i8(i64 40, i8* nonnull %522) #10
  call void @llvm.lifetime.end.p0i8(i64 64, i8* nonnull %431) #10
  %600 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([25 x i8], [25 x i8]* @str.109, i64 0, i64 0))
  %601 = bitcast %struct.PrivA* %69 to i8*
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %601) #10
  %602 = getelementptr inbounds %struct.PrivA, %struct.PrivA* %69, i64 0, i32 0, i32 0
  %603 = getelementptr inbounds %struct.PrivA, %struct.PrivA* %69, i64 0, i32 0, i32 1
  store i32 1, i32* %603, align 8, !tbaa !16
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [3 x i8*] }, { [3 x i8*] }* @_ZTV5PrivA, i64 0, inrange i32 0, i64 2) to i32 (...)**), i32 (...)*** %602, align 8, !tbaa !5
  %604 = getelementptr inbounds %struct.PrivA, %struct.PrivA* %69, i64 0, i32 1
  store i32 22, i32* %604, align 4, !tbaa !62
  store %struct.PrivA* %69, %struct.PrivA** bitcast (i8** @_ZL5whole to %struct.PrivA**), align 8, !tbaa !12
  %605 = bitcast %struct.PrivA* %69 to %struct.A*
  %606 = bitcast %struct.A** %26 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %606)
  store volatile %struct.A* %605, %struct.A** %26, align 8, !tbaa !12
  %607 = load volatile %struct.A*, %struct.A** %26, align 8, !tbaa !12
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %606)
  %608 = icmp eq %struct.A* %607, null
  br i1 %608, label %612, label %609

609:                                              ; preds = %598
  %610 = bitcast %struct.A* %607 to i8*
  %611 = call i8* @__dynamic_cast(i8* nonnull %610, i8* bitcast ({ i8*, i8* }* @_ZTI1A to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i64 }* @_ZTI5PrivA to i8*), i64 -2) #10
  br label %612

612:                                              ; preds = %598, %609
  %613 = phi i8* [ %611, %609 ], [ null, %598 ]
  call fastcc void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([21 x i8], [21 x i8]* @.str.68, i64 0, i64 0), i8* noundef %613)
  %614 = bitcast %struct.A** %25 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %614)
  store volatile %struct.A* %605, %struct.A** %25, align 8, !tbaa !12
  %615 = load volatile %struct.A*, %struct.A** %25, align 8, !tbaa !12
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %614)
  %616 = icmp eq %struct.A* %615, null
  br i1 %616, label %624, label %617

617:                                              ; preds = %612
  %618 = bitcast %struct.A* %615 to i64**
  %619 = load i64*, i64** %618, align 8, !tbaa !5
  %620 = getelementptr inbounds i64, i64* %619, i64 -2
  %621 = load i64, i64* %620, align 8
  %622 = bitcast %struct.A* %615 to i8*
  %623 = getelementptr inbounds i8, i8* %622, i64 %621
  br label %624

624:                                              ; preds = %612, %617
  %625 = phi i8* [ %623, %617 ], [ null, %612 ]
  call fastcc void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.5, i64 0, i64 0), i8* noundef %625)
  %626 = bitcast %struct.ProtA* %70 to i8*
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %626) #10
  %627 = getelementptr inbounds %struct.ProtA, %struct.ProtA* %70, i64 0, i32 0, i32 0
  %628 = getelementptr inbounds %struct.ProtA, %struct.ProtA* %70, i64 0, i32 0, i32 1
  store i32 1, i32* %628, align 8, !tbaa !16
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [3 x i8*] }, { [3 x i8*] }* @_ZTV5ProtA, i64 0, inrange i32 0, i64 2) to i32 (...)**), i32 (...)*** %627, align 8, !tbaa !5
  %629 = getelementptr inbounds %struct.ProtA, %struct.ProtA* %70, i64 0, i32 1
  store i32 23, i32* %629, align 4, !tbaa !64
  store %struct.ProtA* %70, %struct.ProtA** bitcast (i8** @_ZL5whole to %struct.ProtA**), align 8, !tbaa !12
  %630 = bitcast %struct.ProtA* %70 to %struct.A*
  %631 = bitcast %struct.A** %24 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %631)
  store volatile %struct.A* %630, %struct.A** %24, align 8, !tbaa !12
  %632 = load volatile %struct.A*, %struct.A** %24, align 8, !tbaa !12
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %631)
  %633 = icmp eq %struct.A* %632, null
  br i1 %633, label %637, label %634

634:                                              ; preds = %624
  %635 = bitcast %struct.A* %632 to i8*
  %636 = call i8* @__dynamic_cast(i8* nonnull %635, i8* bitcast ({ i8*, i8* }* @_ZTI1A to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i64 }* @_ZTI5ProtA to i8*), i64 -2) #10
  br label %637

637:                                              ; preds = %624, %634
  %638 = phi i8* [ %636, %634 ], [ null, %624 ]
  call fastcc void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([23 x i8], [23 x i8]* @.str.69, i64 0, i64 0), i8* noundef %638)
  %639 = bitcast %struct.HasPriv* %71 to i8*
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %639) #10
  %640 = getelementptr inbounds %struct.HasPriv, %struct.HasPriv* %71, i64 0, i32 0, i32 0, i32 0
  %641 = getelementptr inbounds %struct.HasPriv, %struct.HasPriv* %71, i64 0, i32 0, i32 0, i32 1
  store i32 1, i32* %641, align 8, !tbaa !16
  %642 = getelementptr inbounds %struct.HasPriv, %struct.HasPriv* %71, i64 0, i32 0, i32 1
  store i32 22, i32* %642, align 4, !tbaa !62
  %643 = getelementptr inbounds %struct.HasPriv, %struct.HasPriv* %71, i64 0, i32 1, i32 0
  %644 = getelementptr inbounds %struct.HasPriv, %struct.HasPriv* %71, i64 0, i32 1, i32 1
  store i32 6, i32* %644, align 8, !tbaa !24
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [3 x i8*], [3 x i8*] }, { [3 x i8*], [3 x i8*] }* @_ZTV7HasPriv, i64 0, inrange i32 0, i64 2) to i32 (...)**), i32 (...)*** %640, align 8, !tbaa !5
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [3 x i8*], [3 x i8*] }, { [3 x i8*], [3 x i8*] }* @_ZTV7HasPriv, i64 0, inrange i32 1, i64 2) to i32 (...)**), i32 (...)*** %643, align 8, !tbaa !5
  %645 = getelementptr inbounds %struct.HasPriv, %struct.HasPriv* %71, i64 0, i32 2
  store i32 24, i32* %645, align 4, !tbaa !66
  store %struct.HasPriv* %71, %struct.HasPriv** bitcast (i8** @_ZL5whole to %struct.HasPriv**), align 8, !tbaa !12
  %646 = bitcast %struct.HasPriv* %71 to %struct.A*
  %647 = bitcast %struct.A** %23 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %647)
  store volatile %struct.A* %646, %struct.A** %23, align 8, !tbaa !12
  %648 = load volatile %struct.A*, %struct.A** %23, align 8, !tbaa !12
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %647)
  %649 = icmp eq %struct.A* %648, null
  br i1 %649, label %653, label %650

650:                                              ; preds = %637
  %651 = bitcast %struct.A* %648 to i8*
  %652 = call i8* @__dynamic_cast(i8* nonnull %651, i8* bitcast ({ i8*, i8* }* @_ZTI1A to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i64, i8*, i64 }* @_ZTI7HasPriv to i8*), i64 -2) #10
  br label %653

653:                                              ; preds = %637, %650
  %654 = phi i8* [ %652, %650 ], [ null, %637 ]
  call fastcc void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.70, i64 0, i64 0), i8* noundef %654)
  %655 = bitcast %struct.A** %22 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %655)
  store volatile %struct.A* %646, %struct.A** %22, align 8, !tbaa !12
  %656 = load volatile %struct.A*, %struct.A** %22, align 8, !tbaa !12
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %655)
  %657 = icmp eq %struct.A* %656, null
  br i1 %657, label %661, label %658

658:                                              ; preds = %653
  %659 = bitcast %struct.A* %656 to i8*
  %660 = call i8* @__dynamic_cast(i8* nonnull %659, i8* bitcast ({ i8*, i8* }* @_ZTI1A to i8*), i8* bitcast ({ i8*, i8* }* @_ZTI1X to i8*), i64 -2) #10
  br label %661

661:                                              ; preds = %653, %658
  %662 = phi i8* [ %660, %658 ], [ null, %653 ]
  call fastcc void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([28 x i8], [28 x i8]* @.str.71, i64 0, i64 0), i8* noundef %662)
  %663 = getelementptr inbounds %struct.HasPriv, %struct.HasPriv* %71, i64 0, i32 1
  %664 = bitcast %struct.X.base* %663 to %struct.X*
  %665 = bitcast %struct.X** %21 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %665)
  store volatile %struct.X* %664, %struct.X** %21, align 8, !tbaa !12
  %666 = load volatile %struct.X*, %struct.X** %21, align 8, !tbaa !12
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %665)
  %667 = icmp eq %struct.X* %666, null
  br i1 %667, label %671, label %668

668:                                              ; preds = %661
  %669 = bitcast %struct.X* %666 to i8*
  %670 = call i8* @__dynamic_cast(i8* nonnull %669, i8* bitcast ({ i8*, i8* }* @_ZTI1X to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i64 }* @_ZTI5PrivA to i8*), i64 -2) #10
  br label %671

671:                                              ; preds = %661, %668
  %672 = phi i8* [ %670, %668 ], [ null, %661 ]
  call fastcc void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.72, i64 0, i64 0), i8* noundef %672)
  %673 = bitcast %struct.X** %20 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %673)
  store volatile %struct.X* %664, %struct.X** %20, align 8, !tbaa !12
  %674 = load volatile %struct.X*, %struct.X** %20, align 8, !tbaa !12
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %673)
  %675 = icmp eq %struct.X* %674, null
  br i1 %675, label %679, label %676

676:                                              ; preds = %671
  %677 = bitcast %struct.X* %674 to i8*
  %678 = call i8* @__dynamic_cast(i8* nonnull %677, i8* bitcast ({ i8*, i8* }* @_ZTI1X to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i64, i8*, i64 }* @_ZTI7HasPriv to i8*), i64 16) #10
  br label %679

679:                                              ; preds = %671, %676
  %680 = phi i8* [ %678, %676 ], [ null, %671 ]
  call fastcc void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.73, i64 0, i64 0), i8* noundef %680)
  %681 = bitcast %struct.PVD* %72 to i8*
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %681) #10
  %682 = getelementptr inbounds %struct.PVD, %struct.PVD* %72, i64 0, i32 2, i32 0
  %683 = getelementptr inbounds %struct.PVD, %struct.PVD* %72, i64 0, i32 2, i32 1
  store i32 10, i32* %683, align 8, !tbaa !14
  %684 = getelementptr inbounds %struct.PVD, %struct.PVD* %72, i64 0, i32 0, i32 0
  %685 = getelementptr inbounds %struct.PVD, %struct.PVD* %72, i64 0, i32 0, i32 1
  store i32 25, i32* %685, align 8, !tbaa !68
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [3 x i8*], [4 x i8*] }, { [3 x i8*], [4 x i8*] }* @_ZTV3PVD, i64 0, inrange i32 0, i64 3) to i32 (...)**), i32 (...)*** %684, align 8, !tbaa !5
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [3 x i8*], [4 x i8*] }, { [3 x i8*], [4 x i8*] }* @_ZTV3PVD, i64 0, inrange i32 1, i64 3) to i32 (...)**), i32 (...)*** %682, align 8, !tbaa !5
  %686 = getelementptr inbounds %struct.PVD, %struct.PVD* %72, i64 0, i32 1
  store i32 26, i32* %686, align 4, !tbaa !70
  store %struct.PVD* %72, %struct.PVD** bitcast (i8** @_ZL5whole to %struct.PVD**), align 8, !tbaa !12
  %687 = bitcast %struct.PVD* %72 to i8**
  %688 = getelementptr inbounds %struct.PVD, %struct.PVD* %72, i64 0, i32 2
  %689 = bitcast %struct.V.base* %688 to %struct.V*
  %690 = bitcast %struct.V** %19 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %690)
  store volatile %struct.V* %689, %struct.V** %19, align 8, !tbaa !12
  %691 = load volatile %struct.V*, %struct.V** %19, align 8, !tbaa !12
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %690)
  %692 = icmp eq %struct.V* %691, null
  br i1 %692, label %696, label %693

693:                                              ; preds = %679
  %694 = bitcast %struct.V* %691 to i8*
  %695 = call i8* @__dynamic_cast(i8* nonnull %694, i8* bitcast ({ i8*, i8* }* @_ZTI1V to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i64 }* @_ZTI2PV to i8*), i64 -2) #10
  br label %696

696:                                              ; preds = %679, %693
  %697 = phi i8* [ %695, %693 ], [ null, %679 ]
  call fastcc void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([23 x i8], [23 x i8]* @.str.74, i64 0, i64 0), i8* noundef %697)
  %698 = load i8*, i8** %687, align 8, !tbaa !5
  %699 = getelementptr i8, i8* %698, i64 -24
  %700 = bitcast i8* %699 to i64*
  %701 = load i64, i64* %700, align 8
  %702 = getelementptr inbounds i8, i8* %681, i64 %701
  %703 = bitcast i8* %702 to %struct.V*
  %704 = bitcast %struct.V** %18 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %704)
  store volatile %struct.V* %703, %struct.V** %18, align 8, !tbaa !12
  %705 = load volatile %struct.V*, %struct.V** %18, align 8, !tbaa !12
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %704)
  %706 = icmp eq %struct.V* %705, null
  br i1 %706, label %710, label %707

707:                                              ; preds = %696
  %708 = bitcast %struct.V* %705 to i8*
  %709 = call i8* @__dynamic_cast(i8* nonnull %708, i8* bitcast ({ i8*, i8* }* @_ZTI1V to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i64, i8*, i64 }* @_ZTI3PVD to i8*), i64 -1) #10
  br label %710

710:                                              ; preds = %696, %707
  %711 = phi i8* [ %709, %707 ], [ null, %696 ]
  call fastcc void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([23 x i8], [23 x i8]* @.str.75, i64 0, i64 0), i8* noundef %711)
  %712 = bitcast %struct.PXY* %73 to i8*
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %712) #10
  %713 = getelementptr inbounds %struct.PXY, %struct.PXY* %73, i64 0, i32 0, i32 0, i32 0
  %714 = getelementptr inbounds %struct.PXY, %struct.PXY* %73, i64 0, i32 0, i32 0, i32 1
  store i32 6, i32* %714, align 8, !tbaa !24
  %715 = getelementptr inbounds %struct.PXY, %struct.PXY* %73, i64 0, i32 0, i32 1
  store i32 27, i32* %715, align 4, !tbaa !72
  %716 = getelementptr inbounds %struct.PXY, %struct.PXY* %73, i64 0, i32 1, i32 0
  %717 = getelementptr inbounds %struct.PXY, %struct.PXY* %73, i64 0, i32 1, i32 1
  store i32 7, i32* %717, align 8, !tbaa !26
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [3 x i8*], [3 x i8*] }, { [3 x i8*], [3 x i8*] }* @_ZTV3PXY, i64 0, inrange i32 0, i64 2) to i32 (...)**), i32 (...)*** %713, align 8, !tbaa !5
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [3 x i8*], [3 x i8*] }, { [3 x i8*], [3 x i8*] }* @_ZTV3PXY, i64 0, inrange i32 1, i64 2) to i32 (...)**), i32 (...)*** %716, align 8, !tbaa !5
  %718 = getelementptr inbounds %struct.PXY, %struct.PXY* %73, i64 0, i32 2
  store i32 28, i32* %718, align 4, !tbaa !74
  store %struct.PXY* %73, %struct.PXY** bitcast (i8** @_ZL5whole to %struct.PXY**), align 8, !tbaa !12
  %719 = bitcast %struct.PXY* %73 to %struct.X*
  %720 = bitcast %struct.X** %17 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %720)
  store volatile %struct.X* %719, %struct.X** %17, align 8, !tbaa !12
  %721 = load volatile %struct.X*, %struct.X** %17, align 8, !tbaa !12
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %720)
  %722 = icmp eq %struct.X* %721, null
  br i1 %722, label %726, label %723

723:                                              ; preds = %710
  %724 = bitcast %struct.X* %721 to i8*
  %725 = call i8* @__dynamic_cast(i8* nonnull %724, i8* bitcast ({ i8*, i8* }* @_ZTI1X to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i64 }* @_ZTI2PX to i8*), i64 -2) #10
  br label %726

726:                                              ; preds = %710, %723
  %727 = phi i8* [ %725, %723 ], [ null, %710 ]
  call fastcc void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.76, i64 0, i64 0), i8* noundef %727)
  %728 = bitcast %struct.X** %16 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %728)
  store volatile %struct.X* %719, %struct.X** %16, align 8, !tbaa !12
  %729 = load volatile %struct.X*, %struct.X** %16, align 8, !tbaa !12
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %728)
  %730 = icmp eq %struct.X* %729, null
  br i1 %730, label %734, label %731

731:                                              ; preds = %726
  %732 = bitcast %struct.X* %729 to i8*
  %733 = call i8* @__dynamic_cast(i8* nonnull %732, i8* bitcast ({ i8*, i8* }* @_ZTI1X to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i64, i8*, i64 }* @_ZTI3PXY to i8*), i64 -2) #10
  br label %734

734:                                              ; preds = %726, %731
  %735 = phi i8* [ %733, %731 ], [ null, %726 ]
  call fastcc void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.77, i64 0, i64 0), i8* noundef %735)
  %736 = bitcast %struct.X** %15 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %736)
  store volatile %struct.X* %719, %struct.X** %15, align 8, !tbaa !12
  %737 = load volatile %struct.X*, %struct.X** %15, align 8, !tbaa !12
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %736)
  %738 = icmp eq %struct.X* %737, null
  br i1 %738, label %742, label %739

739:                                              ; preds = %734
  %740 = bitcast %struct.X* %737 to i8*
  %741 = call i8* @__dynamic_cast(i8* nonnull %740, i8* bitcast ({ i8*, i8* }* @_ZTI1X to i8*), i8* bitcast ({ i8*, i8* }* @_ZTI1Y to i8*), i64 -2) #10
  br label %742

742:                                              ; preds = %734, %739
  %743 = phi i8* [ %741, %739 ], [ null, %734 ]
  call fastcc void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([21 x i8], [21 x i8]* @.str.78, i64 0, i64 0), i8* noundef %743)
  %744 = getelementptr inbounds %struct.PXY, %struct.PXY* %73, i64 0, i32 1
  %745 = bitcast %struct.Y.base* %744 to %struct.Y*
  %746 = bitcast %struct.Y** %14 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %746)
  store volatile %struct.Y* %745, %struct.Y** %14, align 8, !tbaa !12
  %747 = load volatile %struct.Y*, %struct.Y** %14, align 8, !tbaa !12
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %746)
  %748 = icmp eq %struct.Y* %747, null
  br i1 %748, label %752, label %749

749:                                              ; preds = %742
  %750 = bitcast %struct.Y* %747 to i8*
  %751 = call i8* @__dynamic_cast(i8* nonnull %750, i8* bitcast ({ i8*, i8* }* @_ZTI1Y to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i64 }* @_ZTI2PX to i8*), i64 -2) #10
  br label %752

752:                                              ; preds = %742, %749
  %753 = phi i8* [ %751, %749 ], [ null, %742 ]
  call fastcc void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.79, i64 0, i64 0), i8* noundef %753)
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %712) #10
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %681) #10
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %639) #10
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %626) #10
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %601) #10
  %754 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @str.110, i64 0, i64 0))
  store i8* getelementptr inbounds ([48 x i8], [48 x i8]* @_ZL10cd_storage, i64 0, i64 0), i8** @_ZL5whole, align 8, !tbaa !12
  store i32 10, i32* bitcast (i8* getelementptr inbounds ([48 x i8], [48 x i8]* @_ZL10cd_storage, i64 0, i64 40) to i32*), align 8, !tbaa !14
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [3 x i8*] }, { [3 x i8*] }* @_ZTV1Z, i64 0, inrange i32 0, i64 2) to i32 (...)**), i32 (...)*** bitcast ([48 x i8]* @_ZL10cd_storage to i32 (...)***), align 8, !tbaa !5
  store i32 9, i32* bitcast (i8* getelementptr inbounds ([48 x i8], [48 x i8]* @_ZL10cd_storage, i64 0, i64 8) to i32*), align 8, !tbaa !44
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [3 x i8*], [4 x i8*] }, { [3 x i8*], [4 x i8*] }* @_ZTC2CD16_2CV, i64 0, inrange i32 0, i64 3) to i32 (...)**), i32 (...)*** bitcast (i8* getelementptr inbounds ([48 x i8], [48 x i8]* @_ZL10cd_storage, i64 0, i64 16) to i32 (...)***), align 8, !tbaa !5
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [3 x i8*], [4 x i8*] }, { [3 x i8*], [4 x i8*] }* @_ZTC2CD16_2CV, i64 0, inrange i32 1, i64 3) to i32 (...)**), i32 (...)*** bitcast (i8* getelementptr inbounds ([48 x i8], [48 x i8]* @_ZL10cd_storage, i64 0, i64 32) to i32 (...)***), align 8, !tbaa !5
  store i32 29, i32* bitcast (i8* getelementptr inbounds ([48 x i8], [48 x i8]* @_ZL10cd_storage, i64 0, i64 24) to i32*), align 8, !tbaa !8
  call fastcc void @_ZL7in_ctorP1V(%struct.V* noundef nonnull bitcast (i8* getelementptr inbounds ([48 x i8], [48 x i8]* @_ZL10cd_storage, i64 0, i64 32) to %struct.V*)) #10
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [4 x i8*], [3 x i8*], [4 x i8*] }, { [4 x i8*], [3 x i8*], [4 x i8*] }* @_ZTV2CD, i64 0, inrange i32 0, i64 3) to i32 (...)**), i32 (...)*** bitcast ([48 x i8]* @_ZL10cd_storage to i32 (...)***), align 8, !tbaa !5
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [4 x i8*], [3 x i8*], [4 x i8*] }, { [4 x i8*], [3 x i8*], [4 x i8*] }* @_ZTV2CD, i64 0, inrange i32 1, i64 3) to i32 (...)**), i32 (...)*** bitcast (i8* getelementptr inbounds ([48 x i8], [48 x i8]* @_ZL10cd_storage, i64 0, i64 16) to i32 (...)***), align 8, !tbaa !5
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [4 x i8*], [3 x i8*], [4 x i8*] }, { [4 x i8*], [3 x i8*], [4 x i8*] }* @_ZTV2CD, i64 0, inrange i32 2, i64 3) to i32 (...)**), i32 (...)*** bitcast (i8* getelementptr inbounds ([48 x i8], [48 x i8]* @_ZL10cd_storage, i64 0, i64 32) to i32 (...)***), align 8, !tbaa !5
  store i32 30, i32* bitcast (i8* getelementptr inbounds ([48 x i8], [48 x i8]* @_ZL10cd_storage, i64 0, i64 28) to i32*), align 4, !tbaa !76
  %755 = bitcast %struct.V** %13 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %755)
  store volatile %struct.V* bitcast (i8* getelementptr inbounds ([48 x i8], [48 x i8]* @_ZL10cd_storage, i64 0, i64 32) to %struct.V*), %struct.V** %13, align 8, !tbaa !12
  %756 = load volatile %struct.V*, %struct.V** %13, align 8, !tbaa !12
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %755)
  %757 = icmp eq %struct.V* %756, null
  br i1 %757, label %761, label %758

758:                                              ; preds = %752
  %759 = bitcast %struct.V* %756 to i8*
  %760 = call i8* @__dynamic_cast(i8* nonnull %759, i8* bitcast ({ i8*, i8* }* @_ZTI1V to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i64 }* @_ZTI2CV to i8*), i64 -1) #10
  br label %761

761:                                              ; preds = %752, %758
  %762 = phi i8* [ %760, %758 ], [ null, %752 ]
  call fastcc void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.81, i64 0, i64 0), i8* noundef %762)
  %763 = load i8*, i8** bitcast ([48 x i8]* @_ZL10cd_storage to i8**), align 8, !tbaa !5
  %764 = getelementptr i8, i8* %763, i64 -24
  %765 = bitcast i8* %764 to i64*
  %766 = load i64, i64* %765, align 8
  %767 = getelementptr inbounds [48 x i8], [48 x i8]* @_ZL10cd_storage, i64 0, i64 %766
  %768 = bitcast i8* %767 to %struct.V*
  %769 = bitcast %struct.V** %12 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %769)
  store volatile %struct.V* %768, %struct.V** %12, align 8, !tbaa !12
  %770 = load volatile %struct.V*, %struct.V** %12, align 8, !tbaa !12
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %769)
  %771 = icmp eq %struct.V* %770, null
  br i1 %771, label %775, label %772

772:                                              ; preds = %761
  %773 = bitcast %struct.V* %770 to i8*
  %774 = call i8* @__dynamic_cast(i8* nonnull %773, i8* bitcast ({ i8*, i8* }* @_ZTI1V to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i64, i8*, i64 }* @_ZTI2CD to i8*), i64 -1) #10
  br label %775

775:                                              ; preds = %761, %772
  %776 = phi i8* [ %774, %772 ], [ null, %761 ]
  call fastcc void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.82, i64 0, i64 0), i8* noundef %776)
  %777 = bitcast %struct.Z** %11 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %777)
  store volatile %struct.Z* bitcast ([48 x i8]* @_ZL10cd_storage to %struct.Z*), %struct.Z** %11, align 8, !tbaa !12
  %778 = load volatile %struct.Z*, %struct.Z** %11, align 8, !tbaa !12
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %777)
  %779 = icmp eq %struct.Z* %778, null
  br i1 %779, label %783, label %780

780:                                              ; preds = %775
  %781 = bitcast %struct.Z* %778 to i8*
  %782 = call i8* @__dynamic_cast(i8* nonnull %781, i8* bitcast ({ i8*, i8* }* @_ZTI1Z to i8*), i8* bitcast ({ i8*, i8* }* @_ZTI1V to i8*), i64 -2) #10
  br label %783

783:                                              ; preds = %775, %780
  %784 = phi i8* [ %782, %780 ], [ null, %775 ]
  call fastcc void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str.83, i64 0, i64 0), i8* noundef %784)
  %785 = load i8*, i8** bitcast ([48 x i8]* @_ZL10cd_storage to i8**), align 8, !tbaa !5
  %786 = getelementptr i8, i8* %785, i64 -24
  %787 = bitcast i8* %786 to i64*
  %788 = load i64, i64* %787, align 8
  %789 = getelementptr inbounds [48 x i8], [48 x i8]* @_ZL10cd_storage, i64 0, i64 %788
  %790 = bitcast i8* %789 to %struct.V*
  %791 = bitcast %struct.V** %10 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %791)
  store volatile %struct.V* %790, %struct.V** %10, align 8, !tbaa !12
  %792 = load volatile %struct.V*, %struct.V** %10, align 8, !tbaa !12
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %791)
  %793 = icmp eq %struct.V* %792, null
  br i1 %793, label %801, label %794

794:                                              ; preds = %783
  %795 = bitcast %struct.V* %792 to i64**
  %796 = load i64*, i64** %795, align 8, !tbaa !5
  %797 = getelementptr inbounds i64, i64* %796, i64 -2
  %798 = load i64, i64* %797, align 8
  %799 = bitcast %struct.V* %792 to i8*
  %800 = getelementptr inbounds i8, i8* %799, i64 %798
  br label %801

801:                                              ; preds = %783, %794
  %802 = phi i8* [ %800, %794 ], [ null, %783 ]
  call fastcc void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.84, i64 0, i64 0), i8* noundef %802)
  %803 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @str.111, i64 0, i64 0))
  %804 = bitcast %struct.D* %74 to i8*
  call void @llvm.lifetime.start.p0i8(i64 48, i8* nonnull %804) #10
  %805 = getelementptr inbounds %struct.D, %struct.D* %74, i64 0, i32 4, i32 0
  %806 = getelementptr inbounds %struct.D, %struct.D* %74, i64 0, i32 4, i32 1
  store i32 10, i32* %806, align 8, !tbaa !14
  %807 = getelementptr inbounds %struct.D, %struct.D* %74, i64 0, i32 0, i32 0
  %808 = getelementptr inbounds %struct.D, %struct.D* %74, i64 0, i32 0, i32 1
  store i32 11, i32* %808, align 8, !tbaa !30
  %809 = getelementptr inbounds %struct.D, %struct.D* %74, i64 0, i32 2, i32 0
  %810 = getelementptr inbounds %struct.D, %struct.D* %74, i64 0, i32 2, i32 1
  store i32 12, i32* %810, align 8, !tbaa !32
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [3 x i8*], [3 x i8*], [4 x i8*] }, { [3 x i8*], [3 x i8*], [4 x i8*] }* @_ZTV1D, i64 0, inrange i32 0, i64 3) to i32 (...)**), i32 (...)*** %807, align 8, !tbaa !5
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [3 x i8*], [3 x i8*], [4 x i8*] }, { [3 x i8*], [3 x i8*], [4 x i8*] }* @_ZTV1D, i64 0, inrange i32 2, i64 3) to i32 (...)**), i32 (...)*** %805, align 8, !tbaa !5
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [3 x i8*], [3 x i8*], [4 x i8*] }, { [3 x i8*], [3 x i8*], [4 x i8*] }* @_ZTV1D, i64 0, inrange i32 1, i64 3) to i32 (...)**), i32 (...)*** %809, align 8, !tbaa !5
  %811 = getelementptr inbounds %struct.D, %struct.D* %74, i64 0, i32 3
  store i32 13, i32* %811, align 4, !tbaa !34
  store %struct.D* %74, %struct.D** bitcast (i8** @_ZL5whole to %struct.D**), align 8, !tbaa !12
  %812 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @str.112, i64 0, i64 0))
  %813 = bitcast %struct.D* %74 to i8**
  %814 = load i8*, i8** %813, align 8, !tbaa !5
  %815 = getelementptr i8, i8* %814, i64 -24
  %816 = bitcast i8* %815 to i64*
  %817 = load i64, i64* %816, align 8
  %818 = getelementptr inbounds i8, i8* %804, i64 %817
  %819 = bitcast i8* %818 to %struct.V*
  %820 = bitcast %struct.V** %9 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %820)
  store volatile %struct.V* %819, %struct.V** %9, align 8, !tbaa !12
  %821 = load volatile %struct.V*, %struct.V** %9, align 8, !tbaa !12
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %820)
  %822 = call fastcc noundef signext i32 @_ZL8ref_castI1D1VEiRT0_(%struct.V* noundef nonnull align 8 dereferenceable(12) %821), !range !78
  %823 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @str.113, i64 0, i64 0))
  %824 = load i8*, i8** %813, align 8, !tbaa !5
  %825 = getelementptr i8, i8* %824, i64 -24
  %826 = bitcast i8* %825 to i64*
  %827 = load i64, i64* %826, align 8
  %828 = getelementptr inbounds i8, i8* %804, i64 %827
  %829 = bitcast i8* %828 to %struct.V*
  %830 = bitcast %struct.V** %8 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %830)
  store volatile %struct.V* %829, %struct.V** %8, align 8, !tbaa !12
  %831 = load volatile %struct.V*, %struct.V** %8, align 8, !tbaa !12
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %830)
  %832 = call fastcc noundef signext i32 @_ZL8ref_castI1R1VEiRT0_(%struct.V* noundef nonnull align 8 dereferenceable(12) %831), !range !78
  %833 = add nuw nsw i32 %832, %822
  %834 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @str.114, i64 0, i64 0))
  %835 = bitcast %struct.D* %74 to %struct.L*
  %836 = bitcast %struct.L** %7 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %836)
  store volatile %struct.L* %835, %struct.L** %7, align 8, !tbaa !12
  %837 = load volatile %struct.L*, %struct.L** %7, align 8, !tbaa !12
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %836)
  %838 = call fastcc noundef signext i32 @_ZL8ref_castI1R1LEiRT0_(%struct.L* noundef nonnull align 8 dereferenceable(12) %837), !range !78
  %839 = add nuw nsw i32 %833, %838
  %840 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @str.115, i64 0, i64 0))
  %841 = load i8*, i8** %813, align 8, !tbaa !5
  %842 = getelementptr i8, i8* %841, i64 -24
  %843 = bitcast i8* %842 to i64*
  %844 = load i64, i64* %843, align 8
  %845 = getelementptr inbounds i8, i8* %804, i64 %844
  %846 = bitcast i8* %845 to %struct.V*
  %847 = bitcast %struct.V** %6 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %847)
  store volatile %struct.V* %846, %struct.V** %6, align 8, !tbaa !12
  %848 = load volatile %struct.V*, %struct.V** %6, align 8, !tbaa !12
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %847)
  %849 = call fastcc noundef signext i32 @_ZL8ref_castI1M1VEiRT0_(%struct.V* noundef nonnull align 8 dereferenceable(12) %848), !range !78
  %850 = add nuw nsw i32 %839, %849
  %851 = bitcast %struct.C* %75 to i8*
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %851) #10
  %852 = getelementptr inbounds %struct.C, %struct.C* %75, i64 0, i32 0, i32 0, i32 0
  %853 = getelementptr inbounds %struct.C, %struct.C* %75, i64 0, i32 0, i32 0, i32 1
  store i32 1, i32* %853, align 8, !tbaa !16
  %854 = getelementptr inbounds %struct.C, %struct.C* %75, i64 0, i32 0, i32 1
  store i32 2, i32* %854, align 4, !tbaa !18
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [3 x i8*] }, { [3 x i8*] }* @_ZTV1C, i64 0, inrange i32 0, i64 2) to i32 (...)**), i32 (...)*** %852, align 8, !tbaa !5
  %855 = getelementptr inbounds %struct.C, %struct.C* %75, i64 0, i32 1
  store i32 3, i32* %855, align 8, !tbaa !20
  store %struct.C* %75, %struct.C** bitcast (i8** @_ZL5whole to %struct.C**), align 8, !tbaa !12
  %856 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @str.116, i64 0, i64 0))
  %857 = bitcast %struct.C* %75 to %struct.A*
  %858 = bitcast %struct.A** %5 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %858)
  store volatile %struct.A* %857, %struct.A** %5, align 8, !tbaa !12
  %859 = load volatile %struct.A*, %struct.A** %5, align 8, !tbaa !12
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %858)
  %860 = call fastcc noundef signext i32 @_ZL8ref_castI3Sib1AEiRT0_(%struct.A* noundef nonnull align 8 dereferenceable(12) %859), !range !78
  %861 = add nuw nsw i32 %850, %860
  %862 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @str.117, i64 0, i64 0))
  %863 = bitcast %struct.A** %4 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %863)
  store volatile %struct.A* %857, %struct.A** %4, align 8, !tbaa !12
  %864 = load volatile %struct.A*, %struct.A** %4, align 8, !tbaa !12
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %863)
  %865 = call fastcc noundef signext i32 @_ZL8ref_castI3Fin1AEiRT0_(%struct.A* noundef nonnull align 8 dereferenceable(12) %864), !range !78
  %866 = add nuw nsw i32 %861, %865
  %867 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @str.118, i64 0, i64 0))
  %868 = bitcast %struct.A** %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %868)
  store volatile %struct.A* %857, %struct.A** %3, align 8, !tbaa !12
  %869 = load volatile %struct.A*, %struct.A** %3, align 8, !tbaa !12
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %868)
  %870 = call fastcc noundef signext i32 @_ZL8ref_castI1X1AEiRT0_(%struct.A* noundef nonnull align 8 dereferenceable(12) %869), !range !78
  %871 = add nuw nsw i32 %866, %870
  %872 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @str.119, i64 0, i64 0))
  %873 = bitcast %struct.A** %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %873)
  store volatile %struct.A* %857, %struct.A** %2, align 8, !tbaa !12
  %874 = load volatile %struct.A*, %struct.A** %2, align 8, !tbaa !12
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %873)
  %875 = call fastcc noundef signext i32 @_ZL8ref_castIK1C1AEiRT0_(%struct.A* noundef nonnull align 8 dereferenceable(12) %874), !range !78
  %876 = add nuw nsw i32 %871, %875
  %877 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([26 x i8], [26 x i8]* @.str.94, i64 0, i64 0), i32 noundef signext %876)
  %878 = bitcast %struct.A** %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %878)
  store volatile %struct.A* %857, %struct.A** %1, align 8, !tbaa !12
  %879 = load volatile %struct.A*, %struct.A** %1, align 8, !tbaa !12
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %878)
  %880 = bitcast %struct.A* %879 to i8*
  %881 = call i8* @__dynamic_cast(i8* %880, i8* bitcast ({ i8*, i8* }* @_ZTI1A to i8*), i8* bitcast ({ i8*, i8*, i8* }* @_ZTI3Sib to i8*), i64 0) #10
  %882 = icmp eq i8* %881, null
  br i1 %882, label %883, label %885

883:                                              ; preds = %801
  invoke void @__cxa_bad_cast() #11
          to label %884 unwind label %890

884:                                              ; preds = %883
  unreachable

885:                                              ; preds = %801
  %886 = getelementptr inbounds i8, i8* %881, i64 12
  %887 = bitcast i8* %886 to i32*
  %888 = load i32, i32* %887, align 4, !tbaa !79
  %889 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.95, i64 0, i64 0), i32 noundef signext %888)
  br label %905

890:                                              ; preds = %883
  %891 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTISt9exception to i8*)
  %892 = extractvalue { i8*, i32 } %891, 1
  %893 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTISt9exception to i8*)) #10
  %894 = icmp eq i32 %892, %893
  br i1 %894, label %895, label %906

895:                                              ; preds = %890
  %896 = extractvalue { i8*, i32 } %891, 0
  %897 = call i8* @__cxa_begin_catch(i8* %896) #10
  %898 = bitcast i8* %897 to %"class.std::exception"*
  %899 = bitcast i8* %897 to i8* (%"class.std::exception"*)***
  %900 = load i8* (%"class.std::exception"*)**, i8* (%"class.std::exception"*)*** %899, align 8, !tbaa !5
  %901 = getelementptr inbounds i8* (%"class.std::exception"*)*, i8* (%"class.std::exception"*)** %900, i64 2
  %902 = load i8* (%"class.std::exception"*)*, i8* (%"class.std::exception"*)** %901, align 8
  %903 = call noundef i8* %902(%"class.std::exception"* noundef nonnull align 8 dereferenceable(8) %898) #10
  %904 = call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([23 x i8], [23 x i8]* @.str.96, i64 0, i64 0), i8* noundef %903)
  call void @__cxa_end_catch()
  br label %905

905:                                              ; preds = %895, %885
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %851) #10
  call void @llvm.lifetime.end.p0i8(i64 48, i8* nonnull %804) #10
  ret i32 0

906:                                              ; preds = %890
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %851) #10
  call void @llvm.lifetime.end.p0i8(i64 48, i8* nonnull %804) #10
  resume { i8*, i32 } %891
}

; Function Attrs: nofree nounwind
declare noundef signext i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #4

; Function Attrs: mustprogress nofree noinline nounwind uwtable
define internal fastcc void @_ZL4showPKcPKv(i8* noundef %0, i8* noundef %1) unnamed_addr #1 {
  %3 = icmp eq i8* %1, null
  br i1 %3, label %4, label %6

4:                                                ; preds = %2
  %5 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.101, i64 0, i64 0), i8* noundef %0)
  br label %12

6:                                                ; preds = %2
  %7 = load i8*, i8** @_ZL5whole, align 8, !tbaa !12
  %8 = ptrtoint i8* %1 to i64
  %9 = ptrtoint i8* %7 to i64
  %10 = sub i64 %8, %9
  %11 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.102, i64 0, i64 0), i8* noundef %0, i64 noundef %10)
  br label %12

12:                                               ; preds = %6, %4
  ret void
}

; Function Attrs: nofree nounwind readonly
declare i8* @__dynamic_cast(i8*, i8*, i8*, i64) local_unnamed_addr #5

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #4

; Function Attrs: mustprogress noinline norecurse uwtable
define internal fastcc noundef signext i32 @_ZL8ref_castI1D1VEiRT0_(%struct.V* noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #6 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %2 = bitcast %struct.V* %0 to i8*
  %3 = tail call i8* @__dynamic_cast(i8* nonnull %2, i8* bitcast ({ i8*, i8* }* @_ZTI1V to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i64, i8*, i64 }* @_ZTI1D to i8*), i64 -1) #10
  %4 = icmp eq i8* %3, null
  br i1 %4, label %5, label %7

5:                                                ; preds = %1
  invoke void @__cxa_bad_cast() #11
          to label %6 unwind label %8

6:                                                ; preds = %5
  unreachable

7:                                                ; preds = %1
  tail call fastcc void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.103, i64 0, i64 0), i8* noundef nonnull %3)
  br label %23

8:                                                ; preds = %5
  %9 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTISt8bad_cast to i8*)
  %10 = extractvalue { i8*, i32 } %9, 1
  %11 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTISt8bad_cast to i8*)) #10
  %12 = icmp eq i32 %10, %11
  br i1 %12, label %13, label %25

13:                                               ; preds = %8
  %14 = extractvalue { i8*, i32 } %9, 0
  %15 = tail call i8* @__cxa_begin_catch(i8* %14) #10
  %16 = bitcast i8* %15 to %"class.std::bad_cast"*
  %17 = bitcast i8* %15 to i8* (%"class.std::bad_cast"*)***
  %18 = load i8* (%"class.std::bad_cast"*)**, i8* (%"class.std::bad_cast"*)*** %17, align 8, !tbaa !5
  %19 = getelementptr inbounds i8* (%"class.std::bad_cast"*)*, i8* (%"class.std::bad_cast"*)** %18, i64 2
  %20 = load i8* (%"class.std::bad_cast"*)*, i8* (%"class.std::bad_cast"*)** %19, align 8
  %21 = tail call noundef i8* %20(%"class.std::bad_cast"* noundef nonnull align 8 dereferenceable(8) %16) #10
  %22 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.104, i64 0, i64 0), i8* noundef %21)
  tail call void @__cxa_end_catch()
  br label %23

23:                                               ; preds = %7, %13
  %24 = phi i32 [ 0, %13 ], [ 1, %7 ]
  ret i32 %24

25:                                               ; preds = %8
  resume { i8*, i32 } %9
}

; Function Attrs: mustprogress noinline norecurse uwtable
define internal fastcc noundef signext i32 @_ZL8ref_castI1R1VEiRT0_(%struct.V* noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #6 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %2 = bitcast %struct.V* %0 to i8*
  %3 = tail call i8* @__dynamic_cast(i8* nonnull %2, i8* bitcast ({ i8*, i8* }* @_ZTI1V to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i64 }* @_ZTI1R to i8*), i64 -1) #10
  %4 = icmp eq i8* %3, null
  br i1 %4, label %5, label %7

5:                                                ; preds = %1
  invoke void @__cxa_bad_cast() #11
          to label %6 unwind label %8

6:                                                ; preds = %5
  unreachable

7:                                                ; preds = %1
  tail call fastcc void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.103, i64 0, i64 0), i8* noundef nonnull %3)
  br label %23

8:                                                ; preds = %5
  %9 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTISt8bad_cast to i8*)
  %10 = extractvalue { i8*, i32 } %9, 1
  %11 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTISt8bad_cast to i8*)) #10
  %12 = icmp eq i32 %10, %11
  br i1 %12, label %13, label %25

13:                                               ; preds = %8
  %14 = extractvalue { i8*, i32 } %9, 0
  %15 = tail call i8* @__cxa_begin_catch(i8* %14) #10
  %16 = bitcast i8* %15 to %"class.std::bad_cast"*
  %17 = bitcast i8* %15 to i8* (%"class.std::bad_cast"*)***
  %18 = load i8* (%"class.std::bad_cast"*)**, i8* (%"class.std::bad_cast"*)*** %17, align 8, !tbaa !5
  %19 = getelementptr inbounds i8* (%"class.std::bad_cast"*)*, i8* (%"class.std::bad_cast"*)** %18, i64 2
  %20 = load i8* (%"class.std::bad_cast"*)*, i8* (%"class.std::bad_cast"*)** %19, align 8
  %21 = tail call noundef i8* %20(%"class.std::bad_cast"* noundef nonnull align 8 dereferenceable(8) %16) #10
  %22 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.104, i64 0, i64 0), i8* noundef %21)
  tail call void @__cxa_end_catch()
  br label %23

23:                                               ; preds = %7, %13
  %24 = phi i32 [ 0, %13 ], [ 1, %7 ]
  ret i32 %24

25:                                               ; preds = %8
  resume { i8*, i32 } %9
}

; Function Attrs: mustprogress noinline norecurse uwtable
define internal fastcc noundef signext i32 @_ZL8ref_castI1R1LEiRT0_(%struct.L* noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #6 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %2 = bitcast %struct.L* %0 to i8*
  %3 = tail call i8* @__dynamic_cast(i8* nonnull %2, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i64 }* @_ZTI1L to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i64 }* @_ZTI1R to i8*), i64 -2) #10
  %4 = icmp eq i8* %3, null
  br i1 %4, label %5, label %7

5:                                                ; preds = %1
  invoke void @__cxa_bad_cast() #11
          to label %6 unwind label %8

6:                                                ; preds = %5
  unreachable

7:                                                ; preds = %1
  tail call fastcc void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.103, i64 0, i64 0), i8* noundef nonnull %3)
  br label %23

8:                                                ; preds = %5
  %9 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTISt8bad_cast to i8*)
  %10 = extractvalue { i8*, i32 } %9, 1
  %11 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTISt8bad_cast to i8*)) #10
  %12 = icmp eq i32 %10, %11
  br i1 %12, label %13, label %25

13:                                               ; preds = %8
  %14 = extractvalue { i8*, i32 } %9, 0
  %15 = tail call i8* @__cxa_begin_catch(i8* %14) #10
  %16 = bitcast i8* %15 to %"class.std::bad_cast"*
  %17 = bitcast i8* %15 to i8* (%"class.std::bad_cast"*)***
  %18 = load i8* (%"class.std::bad_cast"*)**, i8* (%"class.std::bad_cast"*)*** %17, align 8, !tbaa !5
  %19 = getelementptr inbounds i8* (%"class.std::bad_cast"*)*, i8* (%"class.std::bad_cast"*)** %18, i64 2
  %20 = load i8* (%"class.std::bad_cast"*)*, i8* (%"class.std::bad_cast"*)** %19, align 8
  %21 = tail call noundef i8* %20(%"class.std::bad_cast"* noundef nonnull align 8 dereferenceable(8) %16) #10
  %22 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.104, i64 0, i64 0), i8* noundef %21)
  tail call void @__cxa_end_catch()
  br label %23

23:                                               ; preds = %7, %13
  %24 = phi i32 [ 0, %13 ], [ 1, %7 ]
  ret i32 %24

25:                                               ; preds = %8
  resume { i8*, i32 } %9
}

; Function Attrs: mustprogress noinline norecurse uwtable
define internal fastcc noundef signext i32 @_ZL8ref_castI1M1VEiRT0_(%struct.V* noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #6 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %2 = bitcast %struct.V* %0 to i8*
  %3 = tail call i8* @__dynamic_cast(i8* nonnull %2, i8* bitcast ({ i8*, i8* }* @_ZTI1V to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i64, i8*, i64, i8*, i64 }* @_ZTI1M to i8*), i64 -1) #10
  %4 = icmp eq i8* %3, null
  br i1 %4, label %5, label %7

5:                                                ; preds = %1
  invoke void @__cxa_bad_cast() #11
          to label %6 unwind label %8

6:                                                ; preds = %5
  unreachable

7:                                                ; preds = %1
  tail call fastcc void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.103, i64 0, i64 0), i8* noundef nonnull %3)
  br label %23

8:                                                ; preds = %5
  %9 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTISt8bad_cast to i8*)
  %10 = extractvalue { i8*, i32 } %9, 1
  %11 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTISt8bad_cast to i8*)) #10
  %12 = icmp eq i32 %10, %11
  br i1 %12, label %13, label %25

13:                                               ; preds = %8
  %14 = extractvalue { i8*, i32 } %9, 0
  %15 = tail call i8* @__cxa_begin_catch(i8* %14) #10
  %16 = bitcast i8* %15 to %"class.std::bad_cast"*
  %17 = bitcast i8* %15 to i8* (%"class.std::bad_cast"*)***
  %18 = load i8* (%"class.std::bad_cast"*)**, i8* (%"class.std::bad_cast"*)*** %17, align 8, !tbaa !5
  %19 = getelementptr inbounds i8* (%"class.std::bad_cast"*)*, i8* (%"class.std::bad_cast"*)** %18, i64 2
  %20 = load i8* (%"class.std::bad_cast"*)*, i8* (%"class.std::bad_cast"*)** %19, align 8
  %21 = tail call noundef i8* %20(%"class.std::bad_cast"* noundef nonnull align 8 dereferenceable(8) %16) #10
  %22 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.104, i64 0, i64 0), i8* noundef %21)
  tail call void @__cxa_end_catch()
  br label %23

23:                                               ; preds = %7, %13
  %24 = phi i32 [ 0, %13 ], [ 1, %7 ]
  ret i32 %24

25:                                               ; preds = %8
  resume { i8*, i32 } %9
}

; Function Attrs: mustprogress noinline norecurse uwtable
define internal fastcc noundef signext i32 @_ZL8ref_castI3Sib1AEiRT0_(%struct.A* noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #6 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %2 = bitcast %struct.A* %0 to i8*
  %3 = tail call i8* @__dynamic_cast(i8* nonnull %2, i8* bitcast ({ i8*, i8* }* @_ZTI1A to i8*), i8* bitcast ({ i8*, i8*, i8* }* @_ZTI3Sib to i8*), i64 0) #10
  %4 = icmp eq i8* %3, null
  br i1 %4, label %5, label %7

5:                                                ; preds = %1
  invoke void @__cxa_bad_cast() #11
          to label %6 unwind label %8

6:                                                ; preds = %5
  unreachable

7:                                                ; preds = %1
  tail call fastcc void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.103, i64 0, i64 0), i8* noundef nonnull %3)
  br label %23

8:                                                ; preds = %5
  %9 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTISt8bad_cast to i8*)
  %10 = extractvalue { i8*, i32 } %9, 1
  %11 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTISt8bad_cast to i8*)) #10
  %12 = icmp eq i32 %10, %11
  br i1 %12, label %13, label %25

13:                                               ; preds = %8
  %14 = extractvalue { i8*, i32 } %9, 0
  %15 = tail call i8* @__cxa_begin_catch(i8* %14) #10
  %16 = bitcast i8* %15 to %"class.std::bad_cast"*
  %17 = bitcast i8* %15 to i8* (%"class.std::bad_cast"*)***
  %18 = load i8* (%"class.std::bad_cast"*)**, i8* (%"class.std::bad_cast"*)*** %17, align 8, !tbaa !5
  %19 = getelementptr inbounds i8* (%"class.std::bad_cast"*)*, i8* (%"class.std::bad_cast"*)** %18, i64 2
  %20 = load i8* (%"class.std::bad_cast"*)*, i8* (%"class.std::bad_cast"*)** %19, align 8
  %21 = tail call noundef i8* %20(%"class.std::bad_cast"* noundef nonnull align 8 dereferenceable(8) %16) #10
  %22 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.104, i64 0, i64 0), i8* noundef %21)
  tail call void @__cxa_end_catch()
  br label %23

23:                                               ; preds = %7, %13
  %24 = phi i32 [ 0, %13 ], [ 1, %7 ]
  ret i32 %24

25:                                               ; preds = %8
  resume { i8*, i32 } %9
}

; Function Attrs: mustprogress noinline norecurse uwtable
define internal fastcc noundef signext i32 @_ZL8ref_castI3Fin1AEiRT0_(%struct.A* noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #6 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %2 = bitcast %struct.A* %0 to i8*
  %3 = tail call i8* @__dynamic_cast(i8* nonnull %2, i8* bitcast ({ i8*, i8* }* @_ZTI1A to i8*), i8* bitcast ({ i8*, i8*, i8* }* @_ZTI3Fin to i8*), i64 0) #10
  %4 = icmp eq i8* %3, null
  br i1 %4, label %5, label %7

5:                                                ; preds = %1
  invoke void @__cxa_bad_cast() #11
          to label %6 unwind label %8

6:                                                ; preds = %5
  unreachable

7:                                                ; preds = %1
  tail call fastcc void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.103, i64 0, i64 0), i8* noundef nonnull %3)
  br label %23

8:                                                ; preds = %5
  %9 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTISt8bad_cast to i8*)
  %10 = extractvalue { i8*, i32 } %9, 1
  %11 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTISt8bad_cast to i8*)) #10
  %12 = icmp eq i32 %10, %11
  br i1 %12, label %13, label %25

13:                                               ; preds = %8
  %14 = extractvalue { i8*, i32 } %9, 0
  %15 = tail call i8* @__cxa_begin_catch(i8* %14) #10
  %16 = bitcast i8* %15 to %"class.std::bad_cast"*
  %17 = bitcast i8* %15 to i8* (%"class.std::bad_cast"*)***
  %18 = load i8* (%"class.std::bad_cast"*)**, i8* (%"class.std::bad_cast"*)*** %17, align 8, !tbaa !5
  %19 = getelementptr inbounds i8* (%"class.std::bad_cast"*)*, i8* (%"class.std::bad_cast"*)** %18, i64 2
  %20 = load i8* (%"class.std::bad_cast"*)*, i8* (%"class.std::bad_cast"*)** %19, align 8
  %21 = tail call noundef i8* %20(%"class.std::bad_cast"* noundef nonnull align 8 dereferenceable(8) %16) #10
  %22 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.104, i64 0, i64 0), i8* noundef %21)
  tail call void @__cxa_end_catch()
  br label %23

23:                                               ; preds = %7, %13
  %24 = phi i32 [ 0, %13 ], [ 1, %7 ]
  ret i32 %24

25:                                               ; preds = %8
  resume { i8*, i32 } %9
}

; Function Attrs: mustprogress noinline norecurse uwtable
define internal fastcc noundef signext i32 @_ZL8ref_castI1X1AEiRT0_(%struct.A* noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #6 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %2 = bitcast %struct.A* %0 to i8*
  %3 = tail call i8* @__dynamic_cast(i8* nonnull %2, i8* bitcast ({ i8*, i8* }* @_ZTI1A to i8*), i8* bitcast ({ i8*, i8* }* @_ZTI1X to i8*), i64 -2) #10
  %4 = icmp eq i8* %3, null
  br i1 %4, label %5, label %7

5:                                                ; preds = %1
  invoke void @__cxa_bad_cast() #11
          to label %6 unwind label %8

6:                                                ; preds = %5
  unreachable

7:                                                ; preds = %1
  tail call fastcc void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.103, i64 0, i64 0), i8* noundef nonnull %3)
  br label %23

8:                                                ; preds = %5
  %9 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTISt8bad_cast to i8*)
  %10 = extractvalue { i8*, i32 } %9, 1
  %11 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTISt8bad_cast to i8*)) #10
  %12 = icmp eq i32 %10, %11
  br i1 %12, label %13, label %25

13:                                               ; preds = %8
  %14 = extractvalue { i8*, i32 } %9, 0
  %15 = tail call i8* @__cxa_begin_catch(i8* %14) #10
  %16 = bitcast i8* %15 to %"class.std::bad_cast"*
  %17 = bitcast i8* %15 to i8* (%"class.std::bad_cast"*)***
  %18 = load i8* (%"class.std::bad_cast"*)**, i8* (%"class.std::bad_cast"*)*** %17, align 8, !tbaa !5
  %19 = getelementptr inbounds i8* (%"class.std::bad_cast"*)*, i8* (%"class.std::bad_cast"*)** %18, i64 2
  %20 = load i8* (%"class.std::bad_cast"*)*, i8* (%"class.std::bad_cast"*)** %19, align 8
  %21 = tail call noundef i8* %20(%"class.std::bad_cast"* noundef nonnull align 8 dereferenceable(8) %16) #10
  %22 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.104, i64 0, i64 0), i8* noundef %21)
  tail call void @__cxa_end_catch()
  br label %23

23:                                               ; preds = %7, %13
  %24 = phi i32 [ 0, %13 ], [ 1, %7 ]
  ret i32 %24

25:                                               ; preds = %8
  resume { i8*, i32 } %9
}

; Function Attrs: mustprogress noinline norecurse uwtable
define internal fastcc noundef signext i32 @_ZL8ref_castIK1C1AEiRT0_(%struct.A* noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #6 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %2 = bitcast %struct.A* %0 to i8*
  %3 = tail call i8* @__dynamic_cast(i8* nonnull %2, i8* bitcast ({ i8*, i8* }* @_ZTI1A to i8*), i8* bitcast ({ i8*, i8*, i8* }* @_ZTI1C to i8*), i64 0) #10
  %4 = icmp eq i8* %3, null
  br i1 %4, label %5, label %7

5:                                                ; preds = %1
  invoke void @__cxa_bad_cast() #11
          to label %6 unwind label %8

6:                                                ; preds = %5
  unreachable

7:                                                ; preds = %1
  tail call fastcc void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.103, i64 0, i64 0), i8* noundef nonnull %3)
  br label %23

8:                                                ; preds = %5
  %9 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTISt8bad_cast to i8*)
  %10 = extractvalue { i8*, i32 } %9, 1
  %11 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTISt8bad_cast to i8*)) #10
  %12 = icmp eq i32 %10, %11
  br i1 %12, label %13, label %25

13:                                               ; preds = %8
  %14 = extractvalue { i8*, i32 } %9, 0
  %15 = tail call i8* @__cxa_begin_catch(i8* %14) #10
  %16 = bitcast i8* %15 to %"class.std::bad_cast"*
  %17 = bitcast i8* %15 to i8* (%"class.std::bad_cast"*)***
  %18 = load i8* (%"class.std::bad_cast"*)**, i8* (%"class.std::bad_cast"*)*** %17, align 8, !tbaa !5
  %19 = getelementptr inbounds i8* (%"class.std::bad_cast"*)*, i8* (%"class.std::bad_cast"*)** %18, i64 2
  %20 = load i8* (%"class.std::bad_cast"*)*, i8* (%"class.std::bad_cast"*)** %19, align 8
  %21 = tail call noundef i8* %20(%"class.std::bad_cast"* noundef nonnull align 8 dereferenceable(8) %16) #10
  %22 = tail call signext i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.104, i64 0, i64 0), i8* noundef %21)
  tail call void @__cxa_end_catch()
  br label %23

23:                                               ; preds = %7, %13
  %24 = phi i32 [ 0, %13 ], [ 1, %7 ]
  ret i32 %24

25:                                               ; preds = %8
  resume { i8*, i32 } %9
}

declare i32 @__gxx_personality_v0(...)

declare void @__cxa_bad_cast() local_unnamed_addr

; Function Attrs: nofree nosync nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #7

declare i8* @__cxa_begin_catch(i8*) local_unnamed_addr

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN1V2fVEv(%struct.V* noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #8 comdat align 2 {
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN1A2fAEv(%struct.A* noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #8 comdat align 2 {
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN1X2fXEv(%struct.X* noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #8 comdat align 2 {
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN1Y2fYEv(%struct.Y* noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #8 comdat align 2 {
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN1Z2fZEv(%struct.Z* noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #8 comdat align 2 {
  ret void
}

; Function Attrs: nofree nounwind
declare noundef i32 @puts(i8* nocapture noundef readonly) local_unnamed_addr #9

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64" "target-features"="+altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #1 = { mustprogress nofree noinline nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64" "target-features"="+altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #2 = { norecurse uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64" "target-features"="+altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #3 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64" "target-features"="+altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #4 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #5 = { nofree nounwind readonly }
attributes #6 = { mustprogress noinline norecurse uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64" "target-features"="+altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #7 = { nofree nosync nounwind readnone }
attributes #8 = { mustprogress nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="ppc64" "target-features"="+altivec,-bpermd,-crypto,-direct-move,-extdiv,-htm,-isa-v206-instructions,-isa-v207-instructions,-isa-v30-instructions,-power8-vector,-power9-vector,-privileged,-rop-protect,-spe,-vsx" }
attributes #9 = { nofree nounwind }
attributes #10 = { nounwind }
attributes #11 = { noreturn }


!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
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
!19 = !{!"_ZTS1B", !10, i64 12}
!20 = !{!21, !10, i64 16}
!21 = !{!"_ZTS1C", !10, i64 16}
!22 = !{!23, !10, i64 16}
!23 = !{!"_ZTS3Fin", !10, i64 16}
!24 = !{!25, !10, i64 8}
!25 = !{!"_ZTS1X", !10, i64 8}
!26 = !{!27, !10, i64 8}
!27 = !{!"_ZTS1Y", !10, i64 8}
!28 = !{!29, !10, i64 28}
!29 = !{!"_ZTS2XY", !10, i64 28}
!30 = !{!31, !10, i64 8}
!31 = !{!"_ZTS1L", !10, i64 8}
!32 = !{!33, !10, i64 8}
!33 = !{!"_ZTS1R", !10, i64 8}
!34 = !{!35, !10, i64 28}
!35 = !{!"_ZTS1D", !10, i64 28}
!36 = !{!37, !10, i64 8}
!37 = !{!"_ZTS2L2", !10, i64 8}
!38 = !{!39, !10, i64 8}
!39 = !{!"_ZTS2R2", !10, i64 8}
!40 = !{!41, !10, i64 28}
!41 = !{!"_ZTS2D2", !10, i64 28}
!42 = !{!43, !10, i64 12}
!43 = !{!"_ZTS2NV", !10, i64 12}
!44 = !{!45, !10, i64 8}
!45 = !{!"_ZTS1Z", !10, i64 8}
!46 = !{!47, !10, i64 44}
!47 = !{!"_ZTS1M", !10, i64 44}
!48 = !{!49, !10, i64 12}
!49 = !{!"_ZTS2A1", !10, i64 12}
!50 = !{!51, !10, i64 12}
!51 = !{!"_ZTS2A2", !10, i64 12}
!52 = !{!53, !10, i64 32}
!53 = !{!"_ZTS2AA", !10, i64 32}
!54 = !{!55, !10, i64 8}
!55 = !{!"_ZTS2VC", !10, i64 8}
!56 = !{!57, !10, i64 12}
!57 = !{!"_ZTS2VP", !10, i64 12}
!58 = !{!59, !10, i64 12}
!59 = !{!"_ZTS2VQ", !10, i64 12}
!60 = !{!61, !10, i64 32}
!61 = !{!"_ZTS3VPQ", !10, i64 32}
!62 = !{!63, !10, i64 12}
!63 = !{!"_ZTS5PrivA", !10, i64 12}
!64 = !{!65, !10, i64 12}
!65 = !{!"_ZTS5ProtA", !10, i64 12}
!66 = !{!67, !10, i64 28}
!67 = !{!"_ZTS7HasPriv", !10, i64 28}
!68 = !{!69, !10, i64 8}
!69 = !{!"_ZTS2PV", !10, i64 8}
!70 = !{!71, !10, i64 12}
!71 = !{!"_ZTS3PVD", !10, i64 12}
!72 = !{!73, !10, i64 12}
!73 = !{!"_ZTS2PX", !10, i64 12}
!74 = !{!75, !10, i64 28}
!75 = !{!"_ZTS3PXY", !10, i64 28}
!76 = !{!77, !10, i64 28}
!77 = !{!"_ZTS2CD", !10, i64 28}
!78 = !{i32 0, i32 2}
!79 = !{!80, !10, i64 12}
!80 = !{!"_ZTS3Sib", !10, i64 12}
