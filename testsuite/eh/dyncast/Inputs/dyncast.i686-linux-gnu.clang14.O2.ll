; ModuleID = 'dyncast.cpp'
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i686-unknown-linux-gnu"

%struct.CV = type { i32 (...)**, i32, %struct.V }
%struct.V = type { i32 (...)**, i32 }
%struct.A = type { i32 (...)**, i32 }
%struct.L = type { i32 (...)**, i32, %struct.V }
%struct.Z = type { i32 (...)**, i32 }
%struct.Y = type { i32 (...)**, i32 }
%struct.X = type { i32 (...)**, i32 }
%struct.VP = type { %struct.VC.base, i32, %struct.V }
%struct.VC.base = type { i32 (...)**, i32 }
%struct.NV = type { %struct.V, i32 }
%struct.L2 = type { i32 (...)**, i32, %struct.L.base, %struct.V }
%struct.L.base = type { i32 (...)**, i32 }
%struct.R = type { i32 (...)**, i32, %struct.V }
%struct.B = type { %struct.A, i32 }
%struct.C = type { %struct.B, i32 }
%struct.Fin = type { %struct.B, i32 }
%struct.XY = type { %struct.X, %struct.Y, i32 }
%struct.D = type { %struct.L.base, %struct.R.base, i32, %struct.V }
%struct.R.base = type { i32 (...)**, i32 }
%struct.D2 = type { %struct.L2.base, %struct.R2.base, i32, %struct.L.base, %struct.V, %struct.R.base }
%struct.L2.base = type { i32 (...)**, i32 }
%struct.R2.base = type { i32 (...)**, i32 }
%struct.M = type { %struct.L.base, %struct.NV, %struct.Z, i32, %struct.V }
%struct.AA = type { %struct.A1, %struct.A2, i32 }
%struct.A1 = type { %struct.A, i32 }
%struct.A2 = type { %struct.A, i32 }
%struct.VPQ = type { %struct.VP.base, %struct.VQ.base, i32, %struct.V }
%struct.VP.base = type { %struct.VC.base, i32 }
%struct.VQ.base = type { %struct.VC.base, i32 }
%struct.PrivA = type { %struct.A, i32 }
%struct.ProtA = type { %struct.A, i32 }
%struct.HasPriv = type { %struct.PrivA, %struct.X, i32 }
%struct.PVD = type { %struct.PV.base, i32, %struct.V }
%struct.PV.base = type { i32 (...)**, i32 }
%struct.PXY = type { %struct.PX, %struct.Y, i32 }
%struct.PX = type { %struct.X, i32 }
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

$_ZTC2CD8_2CV = comdat any

@_ZTV2CV = linkonce_odr dso_local unnamed_addr constant { [3 x i8*], [4 x i8*] } { [3 x i8*] [i8* inttoptr (i32 8 to i8*), i8* null, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32 }* @_ZTI2CV to i8*)], [4 x i8*] [i8* null, i8* inttoptr (i32 -8 to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32 }* @_ZTI2CV to i8*), i8* bitcast (void (%struct.V*)* @_ZN1V2fVEv to i8*)] }, comdat, align 4
@_ZL5whole = internal unnamed_addr global i8* null, align 4
@.str.1 = private unnamed_addr constant [7 x i8] c"A -> B\00", align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global i8*
@_ZTS1A = linkonce_odr dso_local constant [3 x i8] c"1A\00", comdat, align 1
@_ZTI1A = linkonce_odr dso_local constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @_ZTS1A, i32 0, i32 0) }, comdat, align 4
@_ZTVN10__cxxabiv120__si_class_type_infoE = external global i8*
@_ZTS1B = linkonce_odr dso_local constant [3 x i8] c"1B\00", comdat, align 1
@_ZTI1B = linkonce_odr dso_local constant { i8*, i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv120__si_class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @_ZTS1B, i32 0, i32 0), i8* bitcast ({ i8*, i8* }* @_ZTI1A to i8*) }, comdat, align 4
@.str.2 = private unnamed_addr constant [7 x i8] c"A -> C\00", align 1
@_ZTS1C = linkonce_odr dso_local constant [3 x i8] c"1C\00", comdat, align 1
@_ZTI1C = linkonce_odr dso_local constant { i8*, i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv120__si_class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @_ZTS1C, i32 0, i32 0), i8* bitcast ({ i8*, i8*, i8* }* @_ZTI1B to i8*) }, comdat, align 4
@.str.3 = private unnamed_addr constant [9 x i8] c"A -> Sib\00", align 1
@_ZTS3Sib = linkonce_odr dso_local constant [5 x i8] c"3Sib\00", comdat, align 1
@_ZTI3Sib = linkonce_odr dso_local constant { i8*, i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv120__si_class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @_ZTS3Sib, i32 0, i32 0), i8* bitcast ({ i8*, i8* }* @_ZTI1A to i8*) }, comdat, align 4
@.str.4 = private unnamed_addr constant [9 x i8] c"A -> Fin\00", align 1
@_ZTS3Fin = linkonce_odr dso_local constant [5 x i8] c"3Fin\00", comdat, align 1
@_ZTI3Fin = linkonce_odr dso_local constant { i8*, i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv120__si_class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @_ZTS3Fin, i32 0, i32 0), i8* bitcast ({ i8*, i8*, i8* }* @_ZTI1B to i8*) }, comdat, align 4
@.str.5 = private unnamed_addr constant [10 x i8] c"A -> void\00", align 1
@.str.6 = private unnamed_addr constant [7 x i8] c"B -> C\00", align 1
@.str.7 = private unnamed_addr constant [19 x i8] c"A -> X (unrelated)\00", align 1
@_ZTS1X = linkonce_odr dso_local constant [3 x i8] c"1X\00", comdat, align 1
@_ZTI1X = linkonce_odr dso_local constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @_ZTS1X, i32 0, i32 0) }, comdat, align 4
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
@_ZTI1Y = linkonce_odr dso_local constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @_ZTS1Y, i32 0, i32 0) }, comdat, align 4
@_ZTS5Empty = linkonce_odr dso_local constant [7 x i8] c"5Empty\00", comdat, align 1
@_ZTI5Empty = linkonce_odr dso_local constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([7 x i8], [7 x i8]* @_ZTS5Empty, i32 0, i32 0) }, comdat, align 4
@_ZTI2XY = linkonce_odr dso_local constant { i8*, i8*, i32, i32, i8*, i32, i8*, i32, i8*, i32 } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @_ZTS2XY, i32 0, i32 0), i32 0, i32 3, i8* bitcast ({ i8*, i8* }* @_ZTI1X to i8*), i32 2, i8* bitcast ({ i8*, i8* }* @_ZTI1Y to i8*), i32 2050, i8* bitcast ({ i8*, i8* }* @_ZTI5Empty to i8*), i32 2 }, comdat, align 4
@.str.17 = private unnamed_addr constant [8 x i8] c"Y -> XY\00", align 1
@.str.18 = private unnamed_addr constant [15 x i8] c"X -> Y (cross)\00", align 1
@.str.19 = private unnamed_addr constant [15 x i8] c"Y -> X (cross)\00", align 1
@.str.20 = private unnamed_addr constant [19 x i8] c"X -> Empty (cross)\00", align 1
@.str.21 = private unnamed_addr constant [10 x i8] c"Y -> void\00", align 1
@.str.22 = private unnamed_addr constant [7 x i8] c"X -> Z\00", align 1
@_ZTS1Z = linkonce_odr dso_local constant [3 x i8] c"1Z\00", comdat, align 1
@_ZTI1Z = linkonce_odr dso_local constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @_ZTS1Z, i32 0, i32 0) }, comdat, align 4
@.str.23 = private unnamed_addr constant [19 x i8] c"const Y -> const X\00", align 1
@.str.25 = private unnamed_addr constant [7 x i8] c"V -> D\00", align 1
@_ZTS1V = linkonce_odr dso_local constant [3 x i8] c"1V\00", comdat, align 1
@_ZTI1V = linkonce_odr dso_local constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @_ZTS1V, i32 0, i32 0) }, comdat, align 4
@_ZTS1D = linkonce_odr dso_local constant [3 x i8] c"1D\00", comdat, align 1
@_ZTS1L = linkonce_odr dso_local constant [3 x i8] c"1L\00", comdat, align 1
@_ZTI1L = linkonce_odr dso_local constant { i8*, i8*, i32, i32, i8*, i32 } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @_ZTS1L, i32 0, i32 0), i32 0, i32 1, i8* bitcast ({ i8*, i8* }* @_ZTI1V to i8*), i32 -3069 }, comdat, align 4
@_ZTS1R = linkonce_odr dso_local constant [3 x i8] c"1R\00", comdat, align 1
@_ZTI1R = linkonce_odr dso_local constant { i8*, i8*, i32, i32, i8*, i32 } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @_ZTS1R, i32 0, i32 0), i32 0, i32 1, i8* bitcast ({ i8*, i8* }* @_ZTI1V to i8*), i32 -3069 }, comdat, align 4
@_ZTI1D = linkonce_odr dso_local constant { i8*, i8*, i32, i32, i8*, i32, i8*, i32 } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @_ZTS1D, i32 0, i32 0), i32 2, i32 2, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32 }* @_ZTI1L to i8*), i32 2, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32 }* @_ZTI1R to i8*), i32 2050 }, comdat, align 4
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
@_ZTI2NV = linkonce_odr dso_local constant { i8*, i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv120__si_class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @_ZTS2NV, i32 0, i32 0), i8* bitcast ({ i8*, i8* }* @_ZTI1V to i8*) }, comdat, align 4
@_ZTI1M = linkonce_odr dso_local constant { i8*, i8*, i32, i32, i8*, i32, i8*, i32, i8*, i32 } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @_ZTS1M, i32 0, i32 0), i32 1, i32 3, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32 }* @_ZTI1L to i8*), i32 2, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI2NV to i8*), i32 2050, i8* bitcast ({ i8*, i8* }* @_ZTI1Z to i8*), i32 5122 }, comdat, align 4
@.str.34 = private unnamed_addr constant [14 x i8] c"L obj: V -> L\00", align 1
@.str.35 = private unnamed_addr constant [14 x i8] c"L obj: V -> D\00", align 1
@.str.36 = private unnamed_addr constant [14 x i8] c"L obj: V -> R\00", align 1
@.str.38 = private unnamed_addr constant [8 x i8] c"V -> D2\00", align 1
@_ZTS2D2 = linkonce_odr dso_local constant [4 x i8] c"2D2\00", comdat, align 1
@_ZTS2L2 = linkonce_odr dso_local constant [4 x i8] c"2L2\00", comdat, align 1
@_ZTI2L2 = linkonce_odr dso_local constant { i8*, i8*, i32, i32, i8*, i32 } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @_ZTS2L2, i32 0, i32 0), i32 0, i32 1, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32 }* @_ZTI1L to i8*), i32 -3069 }, comdat, align 4
@_ZTS2R2 = linkonce_odr dso_local constant [4 x i8] c"2R2\00", comdat, align 1
@_ZTI2R2 = linkonce_odr dso_local constant { i8*, i8*, i32, i32, i8*, i32, i8*, i32 } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @_ZTS2R2, i32 0, i32 0), i32 2, i32 2, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32 }* @_ZTI1R to i8*), i32 -3069, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32 }* @_ZTI1L to i8*), i32 -5117 }, comdat, align 4
@_ZTI2D2 = linkonce_odr dso_local constant { i8*, i8*, i32, i32, i8*, i32, i8*, i32 } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @_ZTS2D2, i32 0, i32 0), i32 2, i32 2, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32 }* @_ZTI2L2 to i8*), i32 2, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32, i8*, i32 }* @_ZTI2R2 to i8*), i32 2050 }, comdat, align 4
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
@_ZTI2A1 = linkonce_odr dso_local constant { i8*, i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv120__si_class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @_ZTS2A1, i32 0, i32 0), i8* bitcast ({ i8*, i8* }* @_ZTI1A to i8*) }, comdat, align 4
@_ZTS2A2 = linkonce_odr dso_local constant [4 x i8] c"2A2\00", comdat, align 1
@_ZTI2A2 = linkonce_odr dso_local constant { i8*, i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv120__si_class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @_ZTS2A2, i32 0, i32 0), i8* bitcast ({ i8*, i8* }* @_ZTI1A to i8*) }, comdat, align 4
@_ZTI2AA = linkonce_odr dso_local constant { i8*, i8*, i32, i32, i8*, i32, i8*, i32 } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @_ZTS2AA, i32 0, i32 0), i32 1, i32 2, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI2A1 to i8*), i32 2, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI2A2 to i8*), i32 3074 }, comdat, align 4
@.str.57 = private unnamed_addr constant [12 x i8] c"A(A2) -> AA\00", align 1
@.str.58 = private unnamed_addr constant [12 x i8] c"A(A1) -> A1\00", align 1
@.str.59 = private unnamed_addr constant [20 x i8] c"A(A1) -> A2 (cross)\00", align 1
@.str.60 = private unnamed_addr constant [20 x i8] c"A(A2) -> A1 (cross)\00", align 1
@.str.61 = private unnamed_addr constant [14 x i8] c"A(A2) -> void\00", align 1
@.str.62 = private unnamed_addr constant [25 x i8] c"V -> VC (two contain it)\00", align 1
@_ZTS2VC = linkonce_odr dso_local constant [4 x i8] c"2VC\00", comdat, align 1
@_ZTI2VC = linkonce_odr dso_local constant { i8*, i8*, i32, i32, i8*, i32 } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @_ZTS2VC, i32 0, i32 0), i32 0, i32 1, i8* bitcast ({ i8*, i8* }* @_ZTI1V to i8*), i32 -3069 }, comdat, align 4
@.str.63 = private unnamed_addr constant [8 x i8] c"V -> VP\00", align 1
@_ZTS2VP = linkonce_odr dso_local constant [4 x i8] c"2VP\00", comdat, align 1
@_ZTI2VP = linkonce_odr dso_local constant { i8*, i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv120__si_class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @_ZTS2VP, i32 0, i32 0), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32 }* @_ZTI2VC to i8*) }, comdat, align 4
@.str.64 = private unnamed_addr constant [8 x i8] c"V -> VQ\00", align 1
@_ZTS2VQ = linkonce_odr dso_local constant [4 x i8] c"2VQ\00", comdat, align 1
@_ZTI2VQ = linkonce_odr dso_local constant { i8*, i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv120__si_class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @_ZTS2VQ, i32 0, i32 0), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32 }* @_ZTI2VC to i8*) }, comdat, align 4
@.str.65 = private unnamed_addr constant [9 x i8] c"V -> VPQ\00", align 1
@_ZTS3VPQ = linkonce_odr dso_local constant [5 x i8] c"3VPQ\00", comdat, align 1
@_ZTI3VPQ = linkonce_odr dso_local constant { i8*, i8*, i32, i32, i8*, i32, i8*, i32 } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @_ZTS3VPQ, i32 0, i32 0), i32 3, i32 2, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI2VP to i8*), i32 2, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI2VQ to i8*), i32 3074 }, comdat, align 4
@.str.66 = private unnamed_addr constant [17 x i8] c"VP -> VQ (cross)\00", align 1
@.str.68 = private unnamed_addr constant [21 x i8] c"A -> PrivA (private)\00", align 1
@_ZTS5PrivA = linkonce_odr dso_local constant [7 x i8] c"5PrivA\00", comdat, align 1
@_ZTI5PrivA = linkonce_odr dso_local constant { i8*, i8*, i32, i32, i8*, i32 } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([7 x i8], [7 x i8]* @_ZTS5PrivA, i32 0, i32 0), i32 0, i32 1, i8* bitcast ({ i8*, i8* }* @_ZTI1A to i8*), i32 0 }, comdat, align 4
@.str.69 = private unnamed_addr constant [23 x i8] c"A -> ProtA (protected)\00", align 1
@_ZTS5ProtA = linkonce_odr dso_local constant [7 x i8] c"5ProtA\00", comdat, align 1
@_ZTI5ProtA = linkonce_odr dso_local constant { i8*, i8*, i32, i32, i8*, i32 } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([7 x i8], [7 x i8]* @_ZTS5ProtA, i32 0, i32 0), i32 0, i32 1, i8* bitcast ({ i8*, i8* }* @_ZTI1A to i8*), i32 0 }, comdat, align 4
@.str.70 = private unnamed_addr constant [13 x i8] c"A -> HasPriv\00", align 1
@_ZTS7HasPriv = linkonce_odr dso_local constant [9 x i8] c"7HasPriv\00", comdat, align 1
@_ZTI7HasPriv = linkonce_odr dso_local constant { i8*, i8*, i32, i32, i8*, i32, i8*, i32 } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([9 x i8], [9 x i8]* @_ZTS7HasPriv, i32 0, i32 0), i32 0, i32 2, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32 }* @_ZTI5PrivA to i8*), i32 2, i8* bitcast ({ i8*, i8* }* @_ZTI1X to i8*), i32 3074 }, comdat, align 4
@.str.71 = private unnamed_addr constant [28 x i8] c"A -> X (cross, private src)\00", align 1
@.str.72 = private unnamed_addr constant [19 x i8] c"X -> PrivA (cross)\00", align 1
@.str.73 = private unnamed_addr constant [13 x i8] c"X -> HasPriv\00", align 1
@.str.74 = private unnamed_addr constant [23 x i8] c"V -> PV (private path)\00", align 1
@_ZTS2PV = linkonce_odr dso_local constant [4 x i8] c"2PV\00", comdat, align 1
@_ZTI2PV = linkonce_odr dso_local constant { i8*, i8*, i32, i32, i8*, i32 } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @_ZTS2PV, i32 0, i32 0), i32 0, i32 1, i8* bitcast ({ i8*, i8* }* @_ZTI1V to i8*), i32 -3071 }, comdat, align 4
@.str.75 = private unnamed_addr constant [23 x i8] c"V -> PVD (public path)\00", align 1
@_ZTS3PVD = linkonce_odr dso_local constant [5 x i8] c"3PVD\00", comdat, align 1
@_ZTI3PVD = linkonce_odr dso_local constant { i8*, i8*, i32, i32, i8*, i32, i8*, i32 } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @_ZTS3PVD, i32 0, i32 0), i32 2, i32 2, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32 }* @_ZTI2PV to i8*), i32 2, i8* bitcast ({ i8*, i8* }* @_ZTI1V to i8*), i32 -3069 }, comdat, align 4
@.str.76 = private unnamed_addr constant [18 x i8] c"X -> PX (private)\00", align 1
@_ZTS2PX = linkonce_odr dso_local constant [4 x i8] c"2PX\00", comdat, align 1
@_ZTI2PX = linkonce_odr dso_local constant { i8*, i8*, i32, i32, i8*, i32 } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @_ZTS2PX, i32 0, i32 0), i32 0, i32 1, i8* bitcast ({ i8*, i8* }* @_ZTI1X to i8*), i32 0 }, comdat, align 4
@.str.77 = private unnamed_addr constant [9 x i8] c"X -> PXY\00", align 1
@_ZTS3PXY = linkonce_odr dso_local constant [5 x i8] c"3PXY\00", comdat, align 1
@_ZTI3PXY = linkonce_odr dso_local constant { i8*, i8*, i32, i32, i8*, i32, i8*, i32 } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @_ZTS3PXY, i32 0, i32 0), i32 0, i32 2, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32 }* @_ZTI2PX to i8*), i32 2, i8* bitcast ({ i8*, i8* }* @_ZTI1Y to i8*), i32 3074 }, comdat, align 4
@.str.78 = private unnamed_addr constant [21 x i8] c"X -> Y (private src)\00", align 1
@.str.79 = private unnamed_addr constant [16 x i8] c"Y -> PX (cross)\00", align 1
@_ZL10cd_storage = internal global [28 x i8] zeroinitializer, align 4
@.str.81 = private unnamed_addr constant [15 x i8] c"after: V -> CV\00", align 1
@_ZTS2CV = linkonce_odr dso_local constant [4 x i8] c"2CV\00", comdat, align 1
@_ZTI2CV = linkonce_odr dso_local constant { i8*, i8*, i32, i32, i8*, i32 } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @_ZTS2CV, i32 0, i32 0), i32 0, i32 1, i8* bitcast ({ i8*, i8* }* @_ZTI1V to i8*), i32 -3069 }, comdat, align 4
@.str.82 = private unnamed_addr constant [15 x i8] c"after: V -> CD\00", align 1
@_ZTS2CD = linkonce_odr dso_local constant [4 x i8] c"2CD\00", comdat, align 1
@_ZTI2CD = linkonce_odr dso_local constant { i8*, i8*, i32, i32, i8*, i32, i8*, i32 } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @_ZTS2CD, i32 0, i32 0), i32 0, i32 2, i8* bitcast ({ i8*, i8* }* @_ZTI1Z to i8*), i32 2, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32 }* @_ZTI2CV to i8*), i32 2050 }, comdat, align 4
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
@_ZTV1C = linkonce_odr dso_local unnamed_addr constant { [3 x i8*] } { [3 x i8*] [i8* null, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI1C to i8*), i8* bitcast (void (%struct.A*)* @_ZN1A2fAEv to i8*)] }, comdat, align 4
@_ZTV1B = linkonce_odr dso_local unnamed_addr constant { [3 x i8*] } { [3 x i8*] [i8* null, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI1B to i8*), i8* bitcast (void (%struct.A*)* @_ZN1A2fAEv to i8*)] }, comdat, align 4
@.str.101 = private unnamed_addr constant [12 x i8] c"%-28s null\0A\00", align 1
@.str.102 = private unnamed_addr constant [12 x i8] c"%-28s +%ld\0A\00", align 1
@_ZTV3Fin = linkonce_odr dso_local unnamed_addr constant { [3 x i8*] } { [3 x i8*] [i8* null, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI3Fin to i8*), i8* bitcast (void (%struct.A*)* @_ZN1A2fAEv to i8*)] }, comdat, align 4
@_ZTV2XY = linkonce_odr dso_local unnamed_addr constant { [3 x i8*], [3 x i8*] } { [3 x i8*] [i8* null, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32, i8*, i32, i8*, i32 }* @_ZTI2XY to i8*), i8* bitcast (void (%struct.X*)* @_ZN1X2fXEv to i8*)], [3 x i8*] [i8* inttoptr (i32 -8 to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32, i8*, i32, i8*, i32 }* @_ZTI2XY to i8*), i8* bitcast (void (%struct.Y*)* @_ZN1Y2fYEv to i8*)] }, comdat, align 4
@_ZTV1D = linkonce_odr dso_local unnamed_addr constant { [3 x i8*], [3 x i8*], [4 x i8*] } { [3 x i8*] [i8* inttoptr (i32 20 to i8*), i8* null, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32, i8*, i32 }* @_ZTI1D to i8*)], [3 x i8*] [i8* inttoptr (i32 12 to i8*), i8* inttoptr (i32 -8 to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32, i8*, i32 }* @_ZTI1D to i8*)], [4 x i8*] [i8* null, i8* inttoptr (i32 -20 to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32, i8*, i32 }* @_ZTI1D to i8*), i8* bitcast (void (%struct.V*)* @_ZN1V2fVEv to i8*)] }, comdat, align 4
@_ZTV1L = linkonce_odr dso_local unnamed_addr constant { [3 x i8*], [4 x i8*] } { [3 x i8*] [i8* inttoptr (i32 8 to i8*), i8* null, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32 }* @_ZTI1L to i8*)], [4 x i8*] [i8* null, i8* inttoptr (i32 -8 to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32 }* @_ZTI1L to i8*), i8* bitcast (void (%struct.V*)* @_ZN1V2fVEv to i8*)] }, comdat, align 4
@_ZTV2D2 = linkonce_odr dso_local unnamed_addr constant { [5 x i8*], [5 x i8*], [3 x i8*], [4 x i8*], [3 x i8*] } { [5 x i8*] [i8* inttoptr (i32 36 to i8*), i8* inttoptr (i32 28 to i8*), i8* inttoptr (i32 20 to i8*), i8* null, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32, i8*, i32 }* @_ZTI2D2 to i8*)], [5 x i8*] [i8* inttoptr (i32 12 to i8*), i8* inttoptr (i32 20 to i8*), i8* inttoptr (i32 28 to i8*), i8* inttoptr (i32 -8 to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32, i8*, i32 }* @_ZTI2D2 to i8*)], [3 x i8*] [i8* inttoptr (i32 8 to i8*), i8* inttoptr (i32 -20 to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32, i8*, i32 }* @_ZTI2D2 to i8*)], [4 x i8*] [i8* null, i8* inttoptr (i32 -28 to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32, i8*, i32 }* @_ZTI2D2 to i8*), i8* bitcast (void (%struct.V*)* @_ZN1V2fVEv to i8*)], [3 x i8*] [i8* inttoptr (i32 -8 to i8*), i8* inttoptr (i32 -36 to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32, i8*, i32 }* @_ZTI2D2 to i8*)] }, comdat, align 4
@_ZTV1M = linkonce_odr dso_local unnamed_addr constant { [3 x i8*], [3 x i8*], [3 x i8*], [4 x i8*] } { [3 x i8*] [i8* inttoptr (i32 32 to i8*), i8* null, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32, i8*, i32, i8*, i32 }* @_ZTI1M to i8*)], [3 x i8*] [i8* inttoptr (i32 -8 to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32, i8*, i32, i8*, i32 }* @_ZTI1M to i8*), i8* bitcast (void (%struct.V*)* @_ZN1V2fVEv to i8*)], [3 x i8*] [i8* inttoptr (i32 -20 to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32, i8*, i32, i8*, i32 }* @_ZTI1M to i8*), i8* bitcast (void (%struct.Z*)* @_ZN1Z2fZEv to i8*)], [4 x i8*] [i8* null, i8* inttoptr (i32 -32 to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32, i8*, i32, i8*, i32 }* @_ZTI1M to i8*), i8* bitcast (void (%struct.V*)* @_ZN1V2fVEv to i8*)] }, comdat, align 4
@_ZTV1Z = linkonce_odr dso_local unnamed_addr constant { [3 x i8*] } { [3 x i8*] [i8* null, i8* bitcast ({ i8*, i8* }* @_ZTI1Z to i8*), i8* bitcast (void (%struct.Z*)* @_ZN1Z2fZEv to i8*)] }, comdat, align 4
@_ZTV2AA = linkonce_odr dso_local unnamed_addr constant { [3 x i8*], [3 x i8*] } { [3 x i8*] [i8* null, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32, i8*, i32 }* @_ZTI2AA to i8*), i8* bitcast (void (%struct.A*)* @_ZN1A2fAEv to i8*)], [3 x i8*] [i8* inttoptr (i32 -12 to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32, i8*, i32 }* @_ZTI2AA to i8*), i8* bitcast (void (%struct.A*)* @_ZN1A2fAEv to i8*)] }, comdat, align 4
@_ZTV3VPQ = linkonce_odr dso_local unnamed_addr constant { [3 x i8*], [3 x i8*], [4 x i8*] } { [3 x i8*] [i8* inttoptr (i32 28 to i8*), i8* null, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32, i8*, i32 }* @_ZTI3VPQ to i8*)], [3 x i8*] [i8* inttoptr (i32 16 to i8*), i8* inttoptr (i32 -12 to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32, i8*, i32 }* @_ZTI3VPQ to i8*)], [4 x i8*] [i8* null, i8* inttoptr (i32 -28 to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32, i8*, i32 }* @_ZTI3VPQ to i8*), i8* bitcast (void (%struct.V*)* @_ZN1V2fVEv to i8*)] }, comdat, align 4
@_ZTV5PrivA = linkonce_odr dso_local unnamed_addr constant { [3 x i8*] } { [3 x i8*] [i8* null, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32 }* @_ZTI5PrivA to i8*), i8* bitcast (void (%struct.A*)* @_ZN1A2fAEv to i8*)] }, comdat, align 4
@_ZTV5ProtA = linkonce_odr dso_local unnamed_addr constant { [3 x i8*] } { [3 x i8*] [i8* null, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32 }* @_ZTI5ProtA to i8*), i8* bitcast (void (%struct.A*)* @_ZN1A2fAEv to i8*)] }, comdat, align 4
@_ZTV7HasPriv = linkonce_odr dso_local unnamed_addr constant { [3 x i8*], [3 x i8*] } { [3 x i8*] [i8* null, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32, i8*, i32 }* @_ZTI7HasPriv to i8*), i8* bitcast (void (%struct.A*)* @_ZN1A2fAEv to i8*)], [3 x i8*] [i8* inttoptr (i32 -12 to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32, i8*, i32 }* @_ZTI7HasPriv to i8*), i8* bitcast (void (%struct.X*)* @_ZN1X2fXEv to i8*)] }, comdat, align 4
@_ZTV3PVD = linkonce_odr dso_local unnamed_addr constant { [3 x i8*], [4 x i8*] } { [3 x i8*] [i8* inttoptr (i32 12 to i8*), i8* null, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32, i8*, i32 }* @_ZTI3PVD to i8*)], [4 x i8*] [i8* null, i8* inttoptr (i32 -12 to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32, i8*, i32 }* @_ZTI3PVD to i8*), i8* bitcast (void (%struct.V*)* @_ZN1V2fVEv to i8*)] }, comdat, align 4
@_ZTV3PXY = linkonce_odr dso_local unnamed_addr constant { [3 x i8*], [3 x i8*] } { [3 x i8*] [i8* null, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32, i8*, i32 }* @_ZTI3PXY to i8*), i8* bitcast (void (%struct.X*)* @_ZN1X2fXEv to i8*)], [3 x i8*] [i8* inttoptr (i32 -12 to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32, i8*, i32 }* @_ZTI3PXY to i8*), i8* bitcast (void (%struct.Y*)* @_ZN1Y2fYEv to i8*)] }, comdat, align 4
@_ZTV2CD = linkonce_odr dso_local unnamed_addr constant { [4 x i8*], [3 x i8*], [4 x i8*] } { [4 x i8*] [i8* inttoptr (i32 20 to i8*), i8* null, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32, i8*, i32 }* @_ZTI2CD to i8*), i8* bitcast (void (%struct.Z*)* @_ZN1Z2fZEv to i8*)], [3 x i8*] [i8* inttoptr (i32 12 to i8*), i8* inttoptr (i32 -8 to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32, i8*, i32 }* @_ZTI2CD to i8*)], [4 x i8*] [i8* null, i8* inttoptr (i32 -20 to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32, i8*, i32 }* @_ZTI2CD to i8*), i8* bitcast (void (%struct.V*)* @_ZN1V2fVEv to i8*)] }, comdat, align 4
@_ZTC2CD8_2CV = linkonce_odr dso_local unnamed_addr constant { [3 x i8*], [4 x i8*] } { [3 x i8*] [i8* inttoptr (i32 12 to i8*), i8* null, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32 }* @_ZTI2CV to i8*)], [4 x i8*] [i8* null, i8* inttoptr (i32 -12 to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32 }* @_ZTI2CV to i8*), i8* bitcast (void (%struct.V*)* @_ZN1V2fVEv to i8*)] }, comdat, align 4
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
define dso_local void @_ZN2CVC2Ev(%struct.CV* noundef nonnull align 4 dereferenceable(8) %0, i8** nocapture noundef readonly %1) unnamed_addr #0 align 2 {
  %3 = bitcast i8** %1 to i32 (...)***
  %4 = load i32 (...)**, i32 (...)*** %3, align 4
  %5 = getelementptr inbounds %struct.CV, %struct.CV* %0, i32 0, i32 0
  store i32 (...)** %4, i32 (...)*** %5, align 4, !tbaa !6
  %6 = getelementptr inbounds i8*, i8** %1, i32 1
  %7 = bitcast i8** %6 to i32 (...)***
  %8 = load i32 (...)**, i32 (...)*** %7, align 4
  %9 = bitcast %struct.CV* %0 to i8**
  %10 = getelementptr i32 (...)*, i32 (...)** %4, i32 -3
  %11 = bitcast i32 (...)** %10 to i32*
  %12 = load i32, i32* %11, align 4
  %13 = bitcast %struct.CV* %0 to i8*
  %14 = getelementptr inbounds i8, i8* %13, i32 %12
  %15 = bitcast i8* %14 to i32 (...)***
  store i32 (...)** %8, i32 (...)*** %15, align 4, !tbaa !6
  %16 = getelementptr inbounds %struct.CV, %struct.CV* %0, i32 0, i32 1
  store i32 29, i32* %16, align 4, !tbaa !9
  %17 = load i8*, i8** %9, align 4, !tbaa !6
  %18 = getelementptr i8, i8* %17, i32 -12
  %19 = bitcast i8* %18 to i32*
  %20 = load i32, i32* %19, align 4
  %21 = getelementptr inbounds i8, i8* %13, i32 %20
  %22 = bitcast i8* %21 to %struct.V*
  tail call fastcc void @_ZL7in_ctorP1V(%struct.V* noundef nonnull %22)
  ret void
}

; Function Attrs: mustprogress nofree noinline nounwind uwtable
define internal fastcc void @_ZL7in_ctorP1V(%struct.V* noundef %0) unnamed_addr #1 {
  %2 = alloca %struct.V*, align 4
  %3 = alloca %struct.V*, align 4
  %4 = alloca %struct.V*, align 4
  %5 = alloca %struct.V*, align 4
  %6 = bitcast %struct.V** %5 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %6)
  store volatile %struct.V* %0, %struct.V** %5, align 4, !tbaa !13
  %7 = load volatile %struct.V*, %struct.V** %5, align 4, !tbaa !13
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %6)
  %8 = icmp eq %struct.V* %7, null
  br i1 %8, label %12, label %9

9:                                                ; preds = %1
  %10 = bitcast %struct.V* %7 to i8*
  %11 = tail call i8* @__dynamic_cast(i8* nonnull %10, i8* bitcast ({ i8*, i8* }* @_ZTI1V to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32 }* @_ZTI2CV to i8*), i32 -1) #10
  br label %12

12:                                               ; preds = %1, %9
  %13 = phi i8* [ %11, %9 ], [ null, %1 ]
  tail call fastcc void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.97, i32 0, i32 0), i8* noundef %13)
  %14 = bitcast %struct.V** %4 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %14)
  store volatile %struct.V* %0, %struct.V** %4, align 4, !tbaa !13
  %15 = load volatile %struct.V*, %struct.V** %4, align 4, !tbaa !13
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %14)
  %16 = icmp eq %struct.V* %15, null
  br i1 %16, label %20, label %17

17:                                               ; preds = %12
  %18 = bitcast %struct.V* %15 to i8*
  %19 = tail call i8* @__dynamic_cast(i8* nonnull %18, i8* bitcast ({ i8*, i8* }* @_ZTI1V to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32, i8*, i32 }* @_ZTI2CD to i8*), i32 -1) #10
  br label %20

20:                                               ; preds = %12, %17
  %21 = phi i8* [ %19, %17 ], [ null, %12 ]
  tail call fastcc void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.98, i32 0, i32 0), i8* noundef %21)
  %22 = bitcast %struct.V** %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %22)
  store volatile %struct.V* %0, %struct.V** %3, align 4, !tbaa !13
  %23 = load volatile %struct.V*, %struct.V** %3, align 4, !tbaa !13
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %22)
  %24 = icmp eq %struct.V* %23, null
  br i1 %24, label %28, label %25

25:                                               ; preds = %20
  %26 = bitcast %struct.V* %23 to i8*
  %27 = tail call i8* @__dynamic_cast(i8* nonnull %26, i8* bitcast ({ i8*, i8* }* @_ZTI1V to i8*), i8* bitcast ({ i8*, i8* }* @_ZTI1Z to i8*), i32 -2) #10
  br label %28

28:                                               ; preds = %20, %25
  %29 = phi i8* [ %27, %25 ], [ null, %20 ]
  tail call fastcc void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.99, i32 0, i32 0), i8* noundef %29)
  %30 = bitcast %struct.V** %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %30)
  store volatile %struct.V* %0, %struct.V** %2, align 4, !tbaa !13
  %31 = load volatile %struct.V*, %struct.V** %2, align 4, !tbaa !13
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %30)
  %32 = icmp eq %struct.V* %31, null
  br i1 %32, label %40, label %33

33:                                               ; preds = %28
  %34 = bitcast %struct.V* %31 to i32**
  %35 = load i32*, i32** %34, align 4, !tbaa !6
  %36 = getelementptr inbounds i32, i32* %35, i32 -2
  %37 = load i32, i32* %36, align 4
  %38 = bitcast %struct.V* %31 to i8*
  %39 = getelementptr inbounds i8, i8* %38, i32 %37
  br label %40

40:                                               ; preds = %28, %33
  %41 = phi i8* [ %39, %33 ], [ null, %28 ]
  tail call fastcc void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.100, i32 0, i32 0), i8* noundef %41)
  ret void
}

; Function Attrs: nofree nounwind uwtable
define dso_local void @_ZN2CVC1Ev(%struct.CV* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #0 align 2 {
  %2 = getelementptr inbounds %struct.CV, %struct.CV* %0, i32 0, i32 2
  %3 = getelementptr inbounds %struct.V, %struct.V* %2, i32 0, i32 0
  %4 = getelementptr inbounds %struct.CV, %struct.CV* %0, i32 0, i32 2, i32 1
  store i32 10, i32* %4, align 4, !tbaa !15
  %5 = getelementptr inbounds %struct.CV, %struct.CV* %0, i32 0, i32 0
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [3 x i8*], [4 x i8*] }, { [3 x i8*], [4 x i8*] }* @_ZTV2CV, i32 0, inrange i32 0, i32 3) to i32 (...)**), i32 (...)*** %5, align 4, !tbaa !6
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [3 x i8*], [4 x i8*] }, { [3 x i8*], [4 x i8*] }* @_ZTV2CV, i32 0, inrange i32 1, i32 3) to i32 (...)**), i32 (...)*** %3, align 4, !tbaa !6
  %6 = getelementptr inbounds %struct.CV, %struct.CV* %0, i32 0, i32 1
  store i32 29, i32* %6, align 4, !tbaa !9
  tail call fastcc void @_ZL7in_ctorP1V(%struct.V* noundef nonnull %2)
  ret void
}

; Function Attrs: norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %1 = alloca %struct.A*, align 4
  %2 = alloca %struct.A*, align 4
  %3 = alloca %struct.A*, align 4
  %4 = alloca %struct.A*, align 4
  %5 = alloca %struct.A*, align 4
  %6 = alloca %struct.V*, align 4
  %7 = alloca %struct.L*, align 4
  %8 = alloca %struct.V*, align 4
  %9 = alloca %struct.V*, align 4
  %10 = alloca %struct.V*, align 4
  %11 = alloca %struct.Z*, align 4
  %12 = alloca %struct.V*, align 4
  %13 = alloca %struct.V*, align 4
  %14 = alloca %struct.Y*, align 4
  %15 = alloca %struct.X*, align 4
  %16 = alloca %struct.X*, align 4
  %17 = alloca %struct.X*, align 4
  %18 = alloca %struct.V*, align 4
  %19 = alloca %struct.V*, align 4
  %20 = alloca %struct.X*, align 4
  %21 = alloca %struct.X*, align 4
  %22 = alloca %struct.A*, align 4
  %23 = alloca %struct.A*, align 4
  %24 = alloca %struct.A*, align 4
  %25 = alloca %struct.A*, align 4
  %26 = alloca %struct.A*, align 4
  %27 = alloca %struct.VP*, align 4
  %28 = alloca %struct.V*, align 4
  %29 = alloca %struct.A*, align 4
  %30 = alloca %struct.A*, align 4
  %31 = alloca %struct.NV*, align 4
  %32 = alloca %struct.Z*, align 4
  %33 = alloca %struct.Z*, align 4
  %34 = alloca %struct.Z*, align 4
  %35 = alloca %struct.Z*, align 4
  %36 = alloca %struct.V*, align 4
  %37 = alloca %struct.V*, align 4
  %38 = alloca %struct.L2*, align 4
  %39 = alloca %struct.R*, align 4
  %40 = alloca %struct.L*, align 4
  %41 = alloca %struct.V*, align 4
  %42 = alloca %struct.V*, align 4
  %43 = alloca %struct.V*, align 4
  %44 = alloca %struct.V*, align 4
  %45 = alloca %struct.R*, align 4
  %46 = alloca %struct.L*, align 4
  %47 = alloca %struct.V*, align 4
  %48 = alloca %struct.Y*, align 4
  %49 = alloca %struct.Y*, align 4
  %50 = alloca %struct.X*, align 4
  %51 = alloca %struct.A*, align 4
  %52 = alloca %struct.B*, align 4
  %53 = alloca %struct.B*, align 4
  %54 = alloca %struct.A*, align 4
  %55 = alloca %struct.A*, align 4
  %56 = alloca %struct.A*, align 4
  %57 = alloca %struct.B*, align 4
  %58 = alloca %struct.A*, align 4
  %59 = alloca %struct.C, align 4
  %60 = alloca %struct.B, align 4
  %61 = alloca %struct.Fin, align 4
  %62 = alloca %struct.XY, align 4
  %63 = alloca %struct.D, align 4
  %64 = alloca %struct.L, align 4
  %65 = alloca %struct.D2, align 4
  %66 = alloca %struct.M, align 4
  %67 = alloca %struct.AA, align 4
  %68 = alloca %struct.VPQ, align 4
  %69 = alloca %struct.PrivA, align 4
  %70 = alloca %struct.ProtA, align 4
  %71 = alloca %struct.HasPriv, align 4
  %72 = alloca %struct.PVD, align 4
  %73 = alloca %struct.PXY, align 4
  %74 = alloca %struct.D, align 4
  %75 = alloca %struct.C, align 4
  %76 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @str, i32 0, i32 0))
  %77 = bitcast %struct.C* %59 to i8*
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %77) #10
  %78 = getelementptr inbounds %struct.C, %struct.C* %59, i32 0, i32 0, i32 0, i32 0
  %79 = getelementptr inbounds %struct.C, %struct.C* %59, i32 0, i32 0, i32 0, i32 1
  store i32 1, i32* %79, align 4, !tbaa !17
  %80 = getelementptr inbounds %struct.C, %struct.C* %59, i32 0, i32 0, i32 1
  store i32 2, i32* %80, align 4, !tbaa !19
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [3 x i8*] }, { [3 x i8*] }* @_ZTV1C, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %78, align 4, !tbaa !6
  %81 = getelementptr inbounds %struct.C, %struct.C* %59, i32 0, i32 1
  store i32 3, i32* %81, align 4, !tbaa !21
  store %struct.C* %59, %struct.C** bitcast (i8** @_ZL5whole to %struct.C**), align 4, !tbaa !13
  %82 = getelementptr inbounds %struct.C, %struct.C* %59, i32 0, i32 0, i32 0
  %83 = bitcast %struct.A** %58 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %83)
  store volatile %struct.A* %82, %struct.A** %58, align 4, !tbaa !13
  %84 = load volatile %struct.A*, %struct.A** %58, align 4, !tbaa !13
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %83)
  %85 = icmp eq %struct.A* %84, null
  br i1 %85, label %86, label %87

86:                                               ; preds = %0
  call fastcc void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.1, i32 0, i32 0), i8* noundef null)
  call fastcc void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.2, i32 0, i32 0), i8* noundef null)
  call fastcc void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.3, i32 0, i32 0), i8* noundef null)
  call fastcc void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.4, i32 0, i32 0), i8* noundef null)
  br label %98

87:                                               ; preds = %0
  %88 = bitcast %struct.A* %84 to i8*
  %89 = call i8* @__dynamic_cast(i8* nonnull %88, i8* bitcast ({ i8*, i8* }* @_ZTI1A to i8*), i8* bitcast ({ i8*, i8*, i8* }* @_ZTI1B to i8*), i32 0) #10
  call fastcc void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.1, i32 0, i32 0), i8* noundef %89)
  %90 = call i8* @__dynamic_cast(i8* nonnull %88, i8* bitcast ({ i8*, i8* }* @_ZTI1A to i8*), i8* bitcast ({ i8*, i8*, i8* }* @_ZTI1C to i8*), i32 0) #10
  call fastcc void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.2, i32 0, i32 0), i8* noundef %90)
  %91 = call i8* @__dynamic_cast(i8* nonnull %88, i8* bitcast ({ i8*, i8* }* @_ZTI1A to i8*), i8* bitcast ({ i8*, i8*, i8* }* @_ZTI3Sib to i8*), i32 0) #10
  call fastcc void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.3, i32 0, i32 0), i8* noundef %91)
  %92 = call i8* @__dynamic_cast(i8* nonnull %88, i8* bitcast ({ i8*, i8* }* @_ZTI1A to i8*), i8* bitcast ({ i8*, i8*, i8* }* @_ZTI3Fin to i8*), i32 0) #10
  call fastcc void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.4, i32 0, i32 0), i8* noundef %92)
  %93 = bitcast %struct.A* %84 to i32**
  %94 = load i32*, i32** %93, align 4, !tbaa !6
  %95 = getelementptr inbounds i32, i32* %94, i32 -2
  %96 = load i32, i32* %95, align 4
  %97 = getelementptr inbounds i8, i8* %88, i32 %96
  br label %98

98:                                               ; preds = %86, %87
  %99 = phi i8* [ %97, %87 ], [ null, %86 ]
  call fastcc void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.5, i32 0, i32 0), i8* noundef %99)
  %100 = getelementptr inbounds %struct.C, %struct.C* %59, i32 0, i32 0
  %101 = bitcast %struct.B** %57 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %101)
  store volatile %struct.B* %100, %struct.B** %57, align 4, !tbaa !13
  %102 = load volatile %struct.B*, %struct.B** %57, align 4, !tbaa !13
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %101)
  %103 = icmp eq %struct.B* %102, null
  br i1 %103, label %107, label %104

104:                                              ; preds = %98
  %105 = bitcast %struct.B* %102 to i8*
  %106 = call i8* @__dynamic_cast(i8* nonnull %105, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI1B to i8*), i8* bitcast ({ i8*, i8*, i8* }* @_ZTI1C to i8*), i32 0) #10
  br label %107

107:                                              ; preds = %98, %104
  %108 = phi i8* [ %106, %104 ], [ null, %98 ]
  call fastcc void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.6, i32 0, i32 0), i8* noundef %108)
  br i1 %85, label %112, label %109

109:                                              ; preds = %107
  %110 = bitcast %struct.A* %84 to i8*
  %111 = call i8* @__dynamic_cast(i8* nonnull %110, i8* bitcast ({ i8*, i8* }* @_ZTI1A to i8*), i8* bitcast ({ i8*, i8* }* @_ZTI1X to i8*), i32 -2) #10
  br label %112

112:                                              ; preds = %107, %109
  %113 = phi i8* [ %111, %109 ], [ null, %107 ]
  call fastcc void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.7, i32 0, i32 0), i8* noundef %113)
  %114 = bitcast %struct.B* %60 to i8*
  call void @llvm.lifetime.start.p0i8(i64 12, i8* nonnull %114) #10
  %115 = getelementptr inbounds %struct.B, %struct.B* %60, i32 0, i32 0, i32 0
  %116 = getelementptr inbounds %struct.B, %struct.B* %60, i32 0, i32 0, i32 1
  store i32 1, i32* %116, align 4, !tbaa !17
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [3 x i8*] }, { [3 x i8*] }* @_ZTV1B, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %115, align 4, !tbaa !6
  %117 = getelementptr inbounds %struct.B, %struct.B* %60, i32 0, i32 1
  store i32 2, i32* %117, align 4, !tbaa !19
  store %struct.B* %60, %struct.B** bitcast (i8** @_ZL5whole to %struct.B**), align 4, !tbaa !13
  %118 = getelementptr inbounds %struct.B, %struct.B* %60, i32 0, i32 0
  %119 = bitcast %struct.A** %56 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %119)
  store volatile %struct.A* %118, %struct.A** %56, align 4, !tbaa !13
  %120 = load volatile %struct.A*, %struct.A** %56, align 4, !tbaa !13
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %119)
  %121 = icmp eq %struct.A* %120, null
  br i1 %121, label %125, label %122

122:                                              ; preds = %112
  %123 = bitcast %struct.A* %120 to i8*
  %124 = call i8* @__dynamic_cast(i8* nonnull %123, i8* bitcast ({ i8*, i8* }* @_ZTI1A to i8*), i8* bitcast ({ i8*, i8*, i8* }* @_ZTI1B to i8*), i32 0) #10
  br label %125

125:                                              ; preds = %112, %122
  %126 = phi i8* [ %124, %122 ], [ null, %112 ]
  call fastcc void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.8, i32 0, i32 0), i8* noundef %126)
  %127 = bitcast %struct.A** %55 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %127)
  store volatile %struct.A* %118, %struct.A** %55, align 4, !tbaa !13
  %128 = load volatile %struct.A*, %struct.A** %55, align 4, !tbaa !13
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %127)
  %129 = icmp eq %struct.A* %128, null
  br i1 %129, label %133, label %130

130:                                              ; preds = %125
  %131 = bitcast %struct.A* %128 to i8*
  %132 = call i8* @__dynamic_cast(i8* nonnull %131, i8* bitcast ({ i8*, i8* }* @_ZTI1A to i8*), i8* bitcast ({ i8*, i8*, i8* }* @_ZTI1C to i8*), i32 0) #10
  br label %133

133:                                              ; preds = %125, %130
  %134 = phi i8* [ %132, %130 ], [ null, %125 ]
  call fastcc void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.9, i32 0, i32 0), i8* noundef %134)
  %135 = bitcast %struct.Fin* %61 to i8*
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %135) #10
  %136 = getelementptr inbounds %struct.Fin, %struct.Fin* %61, i32 0, i32 0, i32 0, i32 0
  %137 = getelementptr inbounds %struct.Fin, %struct.Fin* %61, i32 0, i32 0, i32 0, i32 1
  store i32 1, i32* %137, align 4, !tbaa !17
  %138 = getelementptr inbounds %struct.Fin, %struct.Fin* %61, i32 0, i32 0, i32 1
  store i32 2, i32* %138, align 4, !tbaa !19
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [3 x i8*] }, { [3 x i8*] }* @_ZTV3Fin, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %136, align 4, !tbaa !6
  %139 = getelementptr inbounds %struct.Fin, %struct.Fin* %61, i32 0, i32 1
  store i32 5, i32* %139, align 4, !tbaa !23
  store %struct.Fin* %61, %struct.Fin** bitcast (i8** @_ZL5whole to %struct.Fin**), align 4, !tbaa !13
  %140 = getelementptr inbounds %struct.Fin, %struct.Fin* %61, i32 0, i32 0, i32 0
  %141 = bitcast %struct.A** %54 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %141)
  store volatile %struct.A* %140, %struct.A** %54, align 4, !tbaa !13
  %142 = load volatile %struct.A*, %struct.A** %54, align 4, !tbaa !13
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %141)
  %143 = icmp eq %struct.A* %142, null
  br i1 %143, label %147, label %144

144:                                              ; preds = %133
  %145 = bitcast %struct.A* %142 to i8*
  %146 = call i8* @__dynamic_cast(i8* nonnull %145, i8* bitcast ({ i8*, i8* }* @_ZTI1A to i8*), i8* bitcast ({ i8*, i8*, i8* }* @_ZTI3Fin to i8*), i32 0) #10
  br label %147

147:                                              ; preds = %133, %144
  %148 = phi i8* [ %146, %144 ], [ null, %133 ]
  call fastcc void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.10, i32 0, i32 0), i8* noundef %148)
  %149 = getelementptr inbounds %struct.Fin, %struct.Fin* %61, i32 0, i32 0
  %150 = bitcast %struct.B** %53 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %150)
  store volatile %struct.B* %149, %struct.B** %53, align 4, !tbaa !13
  %151 = load volatile %struct.B*, %struct.B** %53, align 4, !tbaa !13
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %150)
  %152 = icmp eq %struct.B* %151, null
  br i1 %152, label %156, label %153

153:                                              ; preds = %147
  %154 = bitcast %struct.B* %151 to i8*
  %155 = call i8* @__dynamic_cast(i8* nonnull %154, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI1B to i8*), i8* bitcast ({ i8*, i8*, i8* }* @_ZTI3Fin to i8*), i32 0) #10
  br label %156

156:                                              ; preds = %147, %153
  %157 = phi i8* [ %155, %153 ], [ null, %147 ]
  call fastcc void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.11, i32 0, i32 0), i8* noundef %157)
  %158 = bitcast %struct.B** %52 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %158)
  store volatile %struct.B* %100, %struct.B** %52, align 4, !tbaa !13
  %159 = load volatile %struct.B*, %struct.B** %52, align 4, !tbaa !13
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %158)
  %160 = icmp eq %struct.B* %159, null
  br i1 %160, label %164, label %161

161:                                              ; preds = %156
  %162 = bitcast %struct.B* %159 to i8*
  %163 = call i8* @__dynamic_cast(i8* nonnull %162, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI1B to i8*), i8* bitcast ({ i8*, i8*, i8* }* @_ZTI3Fin to i8*), i32 0) #10
  br label %164

164:                                              ; preds = %156, %161
  %165 = phi i8* [ %163, %161 ], [ null, %156 ]
  call fastcc void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.12, i32 0, i32 0), i8* noundef %165)
  %166 = bitcast %struct.A** %51 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %166)
  store volatile %struct.A* null, %struct.A** %51, align 4, !tbaa !13
  %167 = load volatile %struct.A*, %struct.A** %51, align 4, !tbaa !13
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %166)
  %168 = icmp eq %struct.A* %167, null
  br i1 %168, label %177, label %169

169:                                              ; preds = %164
  %170 = bitcast %struct.A* %167 to i8*
  %171 = call i8* @__dynamic_cast(i8* nonnull %170, i8* bitcast ({ i8*, i8* }* @_ZTI1A to i8*), i8* bitcast ({ i8*, i8*, i8* }* @_ZTI1C to i8*), i32 0) #10
  call fastcc void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.13, i32 0, i32 0), i8* noundef %171)
  %172 = bitcast %struct.A* %167 to i32**
  %173 = load i32*, i32** %172, align 4, !tbaa !6
  %174 = getelementptr inbounds i32, i32* %173, i32 -2
  %175 = load i32, i32* %174, align 4
  %176 = getelementptr inbounds i8, i8* %170, i32 %175
  br label %178

177:                                              ; preds = %164
  call fastcc void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.13, i32 0, i32 0), i8* noundef null)
  br label %178

178:                                              ; preds = %177, %169
  %179 = phi i8* [ %176, %169 ], [ null, %177 ]
  call fastcc void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.14, i32 0, i32 0), i8* noundef %179)
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %135) #10
  call void @llvm.lifetime.end.p0i8(i64 12, i8* nonnull %114) #10
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %77) #10
  %180 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @str.105, i32 0, i32 0))
  %181 = bitcast %struct.XY* %62 to i8*
  call void @llvm.lifetime.start.p0i8(i64 20, i8* nonnull %181) #10
  %182 = getelementptr inbounds %struct.XY, %struct.XY* %62, i32 0, i32 0, i32 0
  %183 = getelementptr inbounds %struct.XY, %struct.XY* %62, i32 0, i32 0, i32 1
  store i32 6, i32* %183, align 4, !tbaa !25
  %184 = getelementptr inbounds %struct.XY, %struct.XY* %62, i32 0, i32 1, i32 0
  %185 = getelementptr inbounds %struct.XY, %struct.XY* %62, i32 0, i32 1, i32 1
  store i32 7, i32* %185, align 4, !tbaa !27
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [3 x i8*], [3 x i8*] }, { [3 x i8*], [3 x i8*] }* @_ZTV2XY, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %182, align 4, !tbaa !6
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [3 x i8*], [3 x i8*] }, { [3 x i8*], [3 x i8*] }* @_ZTV2XY, i32 0, inrange i32 1, i32 2) to i32 (...)**), i32 (...)*** %184, align 4, !tbaa !6
  %186 = getelementptr inbounds %struct.XY, %struct.XY* %62, i32 0, i32 2
  store i32 8, i32* %186, align 4, !tbaa !29
  store %struct.XY* %62, %struct.XY** bitcast (i8** @_ZL5whole to %struct.XY**), align 4, !tbaa !13
  %187 = getelementptr inbounds %struct.XY, %struct.XY* %62, i32 0, i32 0
  %188 = bitcast %struct.X** %50 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %188)
  store volatile %struct.X* %187, %struct.X** %50, align 4, !tbaa !13
  %189 = load volatile %struct.X*, %struct.X** %50, align 4, !tbaa !13
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %188)
  %190 = getelementptr inbounds %struct.XY, %struct.XY* %62, i32 0, i32 1
  %191 = bitcast %struct.Y** %49 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %191)
  store volatile %struct.Y* %190, %struct.Y** %49, align 4, !tbaa !13
  %192 = load volatile %struct.Y*, %struct.Y** %49, align 4, !tbaa !13
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %191)
  %193 = icmp eq %struct.X* %189, null
  br i1 %193, label %197, label %194

194:                                              ; preds = %178
  %195 = bitcast %struct.X* %189 to i8*
  %196 = call i8* @__dynamic_cast(i8* nonnull %195, i8* bitcast ({ i8*, i8* }* @_ZTI1X to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32, i8*, i32, i8*, i32 }* @_ZTI2XY to i8*), i32 0) #10
  br label %197

197:                                              ; preds = %178, %194
  %198 = phi i8* [ %196, %194 ], [ null, %178 ]
  call fastcc void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.16, i32 0, i32 0), i8* noundef %198)
  %199 = icmp eq %struct.Y* %192, null
  br i1 %199, label %203, label %200

200:                                              ; preds = %197
  %201 = bitcast %struct.Y* %192 to i8*
  %202 = call i8* @__dynamic_cast(i8* nonnull %201, i8* bitcast ({ i8*, i8* }* @_ZTI1Y to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32, i8*, i32, i8*, i32 }* @_ZTI2XY to i8*), i32 8) #10
  br label %203

203:                                              ; preds = %197, %200
  %204 = phi i8* [ %202, %200 ], [ null, %197 ]
  call fastcc void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.17, i32 0, i32 0), i8* noundef %204)
  br i1 %193, label %208, label %205

205:                                              ; preds = %203
  %206 = bitcast %struct.X* %189 to i8*
  %207 = call i8* @__dynamic_cast(i8* nonnull %206, i8* bitcast ({ i8*, i8* }* @_ZTI1X to i8*), i8* bitcast ({ i8*, i8* }* @_ZTI1Y to i8*), i32 -2) #10
  br label %208

208:                                              ; preds = %203, %205
  %209 = phi i8* [ %207, %205 ], [ null, %203 ]
  call fastcc void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.18, i32 0, i32 0), i8* noundef %209)
  br i1 %199, label %213, label %210

210:                                              ; preds = %208
  %211 = bitcast %struct.Y* %192 to i8*
  %212 = call i8* @__dynamic_cast(i8* nonnull %211, i8* bitcast ({ i8*, i8* }* @_ZTI1Y to i8*), i8* bitcast ({ i8*, i8* }* @_ZTI1X to i8*), i32 -2) #10
  br label %213

213:                                              ; preds = %208, %210
  %214 = phi i8* [ %212, %210 ], [ null, %208 ]
  call fastcc void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.19, i32 0, i32 0), i8* noundef %214)
  br i1 %193, label %219, label %215

215:                                              ; preds = %213
  %216 = bitcast %struct.X* %189 to i8*
  %217 = call i8* @__dynamic_cast(i8* nonnull %216, i8* bitcast ({ i8*, i8* }* @_ZTI1X to i8*), i8* bitcast ({ i8*, i8* }* @_ZTI5Empty to i8*), i32 -2) #10
  %218 = bitcast i8* %217 to %struct.Empty*
  br label %219

219:                                              ; preds = %213, %215
  %220 = phi %struct.Empty* [ %218, %215 ], [ null, %213 ]
  %221 = getelementptr %struct.Empty, %struct.Empty* %220, i32 0, i32 0
  call fastcc void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.20, i32 0, i32 0), i8* noundef %221)
  br i1 %199, label %229, label %222

222:                                              ; preds = %219
  %223 = bitcast %struct.Y* %192 to i32**
  %224 = load i32*, i32** %223, align 4, !tbaa !6
  %225 = getelementptr inbounds i32, i32* %224, i32 -2
  %226 = load i32, i32* %225, align 4
  %227 = bitcast %struct.Y* %192 to i8*
  %228 = getelementptr inbounds i8, i8* %227, i32 %226
  br label %229

229:                                              ; preds = %219, %222
  %230 = phi i8* [ %228, %222 ], [ null, %219 ]
  call fastcc void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.21, i32 0, i32 0), i8* noundef %230)
  br i1 %193, label %234, label %231

231:                                              ; preds = %229
  %232 = bitcast %struct.X* %189 to i8*
  %233 = call i8* @__dynamic_cast(i8* nonnull %232, i8* bitcast ({ i8*, i8* }* @_ZTI1X to i8*), i8* bitcast ({ i8*, i8* }* @_ZTI1Z to i8*), i32 -2) #10
  br label %234

234:                                              ; preds = %229, %231
  %235 = phi i8* [ %233, %231 ], [ null, %229 ]
  call fastcc void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.22, i32 0, i32 0), i8* noundef %235)
  %236 = bitcast %struct.Y** %48 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %236)
  store volatile %struct.Y* %190, %struct.Y** %48, align 4, !tbaa !13
  %237 = load volatile %struct.Y*, %struct.Y** %48, align 4, !tbaa !13
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %236)
  %238 = icmp eq %struct.Y* %237, null
  br i1 %238, label %242, label %239

239:                                              ; preds = %234
  %240 = bitcast %struct.Y* %237 to i8*
  %241 = call i8* @__dynamic_cast(i8* nonnull %240, i8* bitcast ({ i8*, i8* }* @_ZTI1Y to i8*), i8* bitcast ({ i8*, i8* }* @_ZTI1X to i8*), i32 -2) #10
  br label %242

242:                                              ; preds = %234, %239
  %243 = phi i8* [ %241, %239 ], [ null, %234 ]
  call fastcc void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.23, i32 0, i32 0), i8* noundef %243)
  call void @llvm.lifetime.end.p0i8(i64 20, i8* nonnull %181) #10
  %244 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([19 x i8], [19 x i8]* @str.106, i32 0, i32 0))
  %245 = bitcast %struct.D* %63 to i8*
  call void @llvm.lifetime.start.p0i8(i64 28, i8* nonnull %245) #10
  %246 = getelementptr inbounds %struct.D, %struct.D* %63, i32 0, i32 3, i32 0
  %247 = getelementptr inbounds %struct.D, %struct.D* %63, i32 0, i32 3, i32 1
  store i32 10, i32* %247, align 4, !tbaa !15
  %248 = getelementptr inbounds %struct.D, %struct.D* %63, i32 0, i32 0, i32 0
  %249 = getelementptr inbounds %struct.D, %struct.D* %63, i32 0, i32 0, i32 1
  store i32 11, i32* %249, align 4, !tbaa !31
  %250 = getelementptr inbounds %struct.D, %struct.D* %63, i32 0, i32 1, i32 0
  %251 = getelementptr inbounds %struct.D, %struct.D* %63, i32 0, i32 1, i32 1
  store i32 12, i32* %251, align 4, !tbaa !33
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [3 x i8*], [3 x i8*], [4 x i8*] }, { [3 x i8*], [3 x i8*], [4 x i8*] }* @_ZTV1D, i32 0, inrange i32 0, i32 3) to i32 (...)**), i32 (...)*** %248, align 4, !tbaa !6
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [3 x i8*], [3 x i8*], [4 x i8*] }, { [3 x i8*], [3 x i8*], [4 x i8*] }* @_ZTV1D, i32 0, inrange i32 2, i32 3) to i32 (...)**), i32 (...)*** %246, align 4, !tbaa !6
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [3 x i8*], [3 x i8*], [4 x i8*] }, { [3 x i8*], [3 x i8*], [4 x i8*] }* @_ZTV1D, i32 0, inrange i32 1, i32 3) to i32 (...)**), i32 (...)*** %250, align 4, !tbaa !6
  %252 = getelementptr inbounds %struct.D, %struct.D* %63, i32 0, i32 2
  store i32 13, i32* %252, align 4, !tbaa !35
  store %struct.D* %63, %struct.D** bitcast (i8** @_ZL5whole to %struct.D**), align 4, !tbaa !13
  %253 = getelementptr inbounds %struct.D, %struct.D* %63, i32 0, i32 3
  %254 = bitcast %struct.V** %47 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %254)
  store volatile %struct.V* %253, %struct.V** %47, align 4, !tbaa !13
  %255 = load volatile %struct.V*, %struct.V** %47, align 4, !tbaa !13
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %254)
  %256 = bitcast %struct.D* %63 to %struct.L*
  %257 = bitcast %struct.L** %46 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %257)
  store volatile %struct.L* %256, %struct.L** %46, align 4, !tbaa !13
  %258 = load volatile %struct.L*, %struct.L** %46, align 4, !tbaa !13
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %257)
  %259 = getelementptr inbounds %struct.D, %struct.D* %63, i32 0, i32 1
  %260 = bitcast %struct.R.base* %259 to %struct.R*
  %261 = bitcast %struct.R** %45 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %261)
  store volatile %struct.R* %260, %struct.R** %45, align 4, !tbaa !13
  %262 = load volatile %struct.R*, %struct.R** %45, align 4, !tbaa !13
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %261)
  %263 = icmp eq %struct.V* %255, null
  br i1 %263, label %264, label %265

264:                                              ; preds = %242
  call fastcc void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.25, i32 0, i32 0), i8* noundef null)
  call fastcc void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.26, i32 0, i32 0), i8* noundef null)
  br label %270

265:                                              ; preds = %242
  %266 = bitcast %struct.V* %255 to i8*
  %267 = call i8* @__dynamic_cast(i8* nonnull %266, i8* bitcast ({ i8*, i8* }* @_ZTI1V to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32, i8*, i32 }* @_ZTI1D to i8*), i32 -1) #10
  call fastcc void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.25, i32 0, i32 0), i8* noundef %267)
  %268 = call i8* @__dynamic_cast(i8* nonnull %266, i8* bitcast ({ i8*, i8* }* @_ZTI1V to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32 }* @_ZTI1L to i8*), i32 -1) #10
  call fastcc void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.26, i32 0, i32 0), i8* noundef %268)
  %269 = call i8* @__dynamic_cast(i8* nonnull %266, i8* bitcast ({ i8*, i8* }* @_ZTI1V to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32 }* @_ZTI1R to i8*), i32 -1) #10
  br label %270

270:                                              ; preds = %264, %265
  %271 = phi i8* [ %269, %265 ], [ null, %264 ]
  call fastcc void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.27, i32 0, i32 0), i8* noundef %271)
  %272 = icmp eq %struct.L* %258, null
  br i1 %272, label %276, label %273

273:                                              ; preds = %270
  %274 = bitcast %struct.L* %258 to i8*
  %275 = call i8* @__dynamic_cast(i8* nonnull %274, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32 }* @_ZTI1L to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32 }* @_ZTI1R to i8*), i32 -2) #10
  br label %276

276:                                              ; preds = %270, %273
  %277 = phi i8* [ %275, %273 ], [ null, %270 ]
  call fastcc void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.28, i32 0, i32 0), i8* noundef %277)
  %278 = icmp eq %struct.R* %262, null
  br i1 %278, label %283, label %279

279:                                              ; preds = %276
  %280 = bitcast %struct.R* %262 to i8*
  %281 = call i8* @__dynamic_cast(i8* nonnull %280, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32 }* @_ZTI1R to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32 }* @_ZTI1L to i8*), i32 -2) #10
  call fastcc void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.29, i32 0, i32 0), i8* noundef %281)
  %282 = call i8* @__dynamic_cast(i8* nonnull %280, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32 }* @_ZTI1R to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32, i8*, i32 }* @_ZTI1D to i8*), i32 8) #10
  br label %284

283:                                              ; preds = %276
  call fastcc void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.29, i32 0, i32 0), i8* noundef null)
  br label %284

284:                                              ; preds = %283, %279
  %285 = phi i8* [ %282, %279 ], [ null, %283 ]
  call fastcc void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.30, i32 0, i32 0), i8* noundef %285)
  br i1 %263, label %293, label %286

286:                                              ; preds = %284
  %287 = bitcast %struct.V* %255 to i32**
  %288 = load i32*, i32** %287, align 4, !tbaa !6
  %289 = getelementptr inbounds i32, i32* %288, i32 -2
  %290 = load i32, i32* %289, align 4
  %291 = bitcast %struct.V* %255 to i8*
  %292 = getelementptr inbounds i8, i8* %291, i32 %290
  br label %293

293:                                              ; preds = %284, %286
  %294 = phi i8* [ %292, %286 ], [ null, %284 ]
  call fastcc void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.31, i32 0, i32 0), i8* noundef %294)
  br i1 %278, label %302, label %295

295:                                              ; preds = %293
  %296 = bitcast %struct.R* %262 to i32**
  %297 = load i32*, i32** %296, align 4, !tbaa !6
  %298 = getelementptr inbounds i32, i32* %297, i32 -2
  %299 = load i32, i32* %298, align 4
  %300 = bitcast %struct.R* %262 to i8*
  %301 = getelementptr inbounds i8, i8* %300, i32 %299
  br label %302

302:                                              ; preds = %293, %295
  %303 = phi i8* [ %301, %295 ], [ null, %293 ]
  call fastcc void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.32, i32 0, i32 0), i8* noundef %303)
  br i1 %263, label %307, label %304

304:                                              ; preds = %302
  %305 = bitcast %struct.V* %255 to i8*
  %306 = call i8* @__dynamic_cast(i8* nonnull %305, i8* bitcast ({ i8*, i8* }* @_ZTI1V to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32, i8*, i32, i8*, i32 }* @_ZTI1M to i8*), i32 -1) #10
  br label %307

307:                                              ; preds = %302, %304
  %308 = phi i8* [ %306, %304 ], [ null, %302 ]
  call fastcc void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.33, i32 0, i32 0), i8* noundef %308)
  %309 = bitcast %struct.L* %64 to i8*
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %309) #10
  %310 = getelementptr inbounds %struct.L, %struct.L* %64, i32 0, i32 2, i32 0
  %311 = getelementptr inbounds %struct.L, %struct.L* %64, i32 0, i32 2, i32 1
  store i32 10, i32* %311, align 4, !tbaa !15
  %312 = getelementptr inbounds %struct.L, %struct.L* %64, i32 0, i32 0
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [3 x i8*], [4 x i8*] }, { [3 x i8*], [4 x i8*] }* @_ZTV1L, i32 0, inrange i32 0, i32 3) to i32 (...)**), i32 (...)*** %312, align 4, !tbaa !6
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [3 x i8*], [4 x i8*] }, { [3 x i8*], [4 x i8*] }* @_ZTV1L, i32 0, inrange i32 1, i32 3) to i32 (...)**), i32 (...)*** %310, align 4, !tbaa !6
  %313 = getelementptr inbounds %struct.L, %struct.L* %64, i32 0, i32 1
  store i32 11, i32* %313, align 4, !tbaa !31
  store %struct.L* %64, %struct.L** bitcast (i8** @_ZL5whole to %struct.L**), align 4, !tbaa !13
  %314 = bitcast %struct.L* %64 to i8**
  %315 = getelementptr inbounds %struct.L, %struct.L* %64, i32 0, i32 2
  %316 = bitcast %struct.V** %44 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %316)
  store volatile %struct.V* %315, %struct.V** %44, align 4, !tbaa !13
  %317 = load volatile %struct.V*, %struct.V** %44, align 4, !tbaa !13
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %316)
  %318 = icmp eq %struct.V* %317, null
  br i1 %318, label %322, label %319

319:                                              ; preds = %307
  %320 = bitcast %struct.V* %317 to i8*
  %321 = call i8* @__dynamic_cast(i8* nonnull %320, i8* bitcast ({ i8*, i8* }* @_ZTI1V to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32 }* @_ZTI1L to i8*), i32 -1) #10
  br label %322

322:                                              ; preds = %307, %319
  %323 = phi i8* [ %321, %319 ], [ null, %307 ]
  call fastcc void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.34, i32 0, i32 0), i8* noundef %323)
  %324 = load i8*, i8** %314, align 4, !tbaa !6
  %325 = getelementptr i8, i8* %324, i32 -12
  %326 = bitcast i8* %325 to i32*
  %327 = load i32, i32* %326, align 4
  %328 = getelementptr inbounds i8, i8* %309, i32 %327
  %329 = bitcast i8* %328 to %struct.V*
  %330 = bitcast %struct.V** %43 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %330)
  store volatile %struct.V* %329, %struct.V** %43, align 4, !tbaa !13
  %331 = load volatile %struct.V*, %struct.V** %43, align 4, !tbaa !13
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %330)
  %332 = icmp eq %struct.V* %331, null
  br i1 %332, label %336, label %333

333:                                              ; preds = %322
  %334 = bitcast %struct.V* %331 to i8*
  %335 = call i8* @__dynamic_cast(i8* nonnull %334, i8* bitcast ({ i8*, i8* }* @_ZTI1V to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32, i8*, i32 }* @_ZTI1D to i8*), i32 -1) #10
  br label %336

336:                                              ; preds = %322, %333
  %337 = phi i8* [ %335, %333 ], [ null, %322 ]
  call fastcc void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.35, i32 0, i32 0), i8* noundef %337)
  %338 = load i8*, i8** %314, align 4, !tbaa !6
  %339 = getelementptr i8, i8* %338, i32 -12
  %340 = bitcast i8* %339 to i32*
  %341 = load i32, i32* %340, align 4
  %342 = getelementptr inbounds i8, i8* %309, i32 %341
  %343 = bitcast i8* %342 to %struct.V*
  %344 = bitcast %struct.V** %42 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %344)
  store volatile %struct.V* %343, %struct.V** %42, align 4, !tbaa !13
  %345 = load volatile %struct.V*, %struct.V** %42, align 4, !tbaa !13
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %344)
  %346 = icmp eq %struct.V* %345, null
  br i1 %346, label %350, label %347

347:                                              ; preds = %336
  %348 = bitcast %struct.V* %345 to i8*
  %349 = call i8* @__dynamic_cast(i8* nonnull %348, i8* bitcast ({ i8*, i8* }* @_ZTI1V to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32 }* @_ZTI1R to i8*), i32 -1) #10
  br label %350

350:                                              ; preds = %336, %347
  %351 = phi i8* [ %349, %347 ], [ null, %336 ]
  call fastcc void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.36, i32 0, i32 0), i8* noundef %351)
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %309) #10
  call void @llvm.lifetime.end.p0i8(i64 28, i8* nonnull %245) #10
  %352 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @str.107, i32 0, i32 0))
  %353 = bitcast %struct.D2* %65 to i8*
  call void @llvm.lifetime.start.p0i8(i64 44, i8* nonnull %353) #10
  %354 = getelementptr inbounds %struct.D2, %struct.D2* %65, i32 0, i32 4, i32 0
  %355 = getelementptr inbounds %struct.D2, %struct.D2* %65, i32 0, i32 4, i32 1
  store i32 10, i32* %355, align 4, !tbaa !15
  %356 = getelementptr inbounds %struct.D2, %struct.D2* %65, i32 0, i32 3, i32 0
  %357 = getelementptr inbounds %struct.D2, %struct.D2* %65, i32 0, i32 3, i32 1
  store i32 11, i32* %357, align 4, !tbaa !31
  %358 = getelementptr inbounds %struct.D2, %struct.D2* %65, i32 0, i32 5, i32 0
  %359 = getelementptr inbounds %struct.D2, %struct.D2* %65, i32 0, i32 5, i32 1
  store i32 12, i32* %359, align 4, !tbaa !33
  %360 = getelementptr inbounds %struct.D2, %struct.D2* %65, i32 0, i32 0, i32 0
  %361 = getelementptr inbounds %struct.D2, %struct.D2* %65, i32 0, i32 0, i32 1
  store i32 16, i32* %361, align 4, !tbaa !37
  %362 = getelementptr inbounds %struct.D2, %struct.D2* %65, i32 0, i32 1, i32 0
  %363 = getelementptr inbounds %struct.D2, %struct.D2* %65, i32 0, i32 1, i32 1
  store i32 17, i32* %363, align 4, !tbaa !39
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*], [5 x i8*], [3 x i8*], [4 x i8*], [3 x i8*] }, { [5 x i8*], [5 x i8*], [3 x i8*], [4 x i8*], [3 x i8*] }* @_ZTV2D2, i32 0, inrange i32 0, i32 5) to i32 (...)**), i32 (...)*** %360, align 4, !tbaa !6
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*], [5 x i8*], [3 x i8*], [4 x i8*], [3 x i8*] }, { [5 x i8*], [5 x i8*], [3 x i8*], [4 x i8*], [3 x i8*] }* @_ZTV2D2, i32 0, inrange i32 2, i32 3) to i32 (...)**), i32 (...)*** %356, align 4, !tbaa !6
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*], [5 x i8*], [3 x i8*], [4 x i8*], [3 x i8*] }, { [5 x i8*], [5 x i8*], [3 x i8*], [4 x i8*], [3 x i8*] }* @_ZTV2D2, i32 0, inrange i32 3, i32 3) to i32 (...)**), i32 (...)*** %354, align 4, !tbaa !6
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*], [5 x i8*], [3 x i8*], [4 x i8*], [3 x i8*] }, { [5 x i8*], [5 x i8*], [3 x i8*], [4 x i8*], [3 x i8*] }* @_ZTV2D2, i32 0, inrange i32 1, i32 5) to i32 (...)**), i32 (...)*** %362, align 4, !tbaa !6
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*], [5 x i8*], [3 x i8*], [4 x i8*], [3 x i8*] }, { [5 x i8*], [5 x i8*], [3 x i8*], [4 x i8*], [3 x i8*] }* @_ZTV2D2, i32 0, inrange i32 4, i32 3) to i32 (...)**), i32 (...)*** %358, align 4, !tbaa !6
  %364 = getelementptr inbounds %struct.D2, %struct.D2* %65, i32 0, i32 2
  store i32 18, i32* %364, align 4, !tbaa !41
  store %struct.D2* %65, %struct.D2** bitcast (i8** @_ZL5whole to %struct.D2**), align 4, !tbaa !13
  %365 = bitcast %struct.D2* %65 to i8**
  %366 = getelementptr inbounds %struct.D2, %struct.D2* %65, i32 0, i32 4
  %367 = bitcast %struct.V** %41 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %367)
  store volatile %struct.V* %366, %struct.V** %41, align 4, !tbaa !13
  %368 = load volatile %struct.V*, %struct.V** %41, align 4, !tbaa !13
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %367)
  %369 = icmp eq %struct.V* %368, null
  br i1 %369, label %370, label %371

370:                                              ; preds = %350
  call fastcc void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.38, i32 0, i32 0), i8* noundef null)
  call fastcc void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.26, i32 0, i32 0), i8* noundef null)
  call fastcc void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.27, i32 0, i32 0), i8* noundef null)
  call fastcc void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.39, i32 0, i32 0), i8* noundef null)
  br label %378

371:                                              ; preds = %350
  %372 = bitcast %struct.V* %368 to i8*
  %373 = call i8* @__dynamic_cast(i8* nonnull %372, i8* bitcast ({ i8*, i8* }* @_ZTI1V to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32, i8*, i32 }* @_ZTI2D2 to i8*), i32 -1) #10
  call fastcc void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.38, i32 0, i32 0), i8* noundef %373)
  %374 = call i8* @__dynamic_cast(i8* nonnull %372, i8* bitcast ({ i8*, i8* }* @_ZTI1V to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32 }* @_ZTI1L to i8*), i32 -1) #10
  call fastcc void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.26, i32 0, i32 0), i8* noundef %374)
  %375 = call i8* @__dynamic_cast(i8* nonnull %372, i8* bitcast ({ i8*, i8* }* @_ZTI1V to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32 }* @_ZTI1R to i8*), i32 -1) #10
  call fastcc void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.27, i32 0, i32 0), i8* noundef %375)
  %376 = call i8* @__dynamic_cast(i8* nonnull %372, i8* bitcast ({ i8*, i8* }* @_ZTI1V to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32 }* @_ZTI2L2 to i8*), i32 -1) #10
  call fastcc void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.39, i32 0, i32 0), i8* noundef %376)
  %377 = call i8* @__dynamic_cast(i8* nonnull %372, i8* bitcast ({ i8*, i8* }* @_ZTI1V to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32, i8*, i32 }* @_ZTI2R2 to i8*), i32 -1) #10
  br label %378

378:                                              ; preds = %370, %371
  %379 = phi i8* [ %377, %371 ], [ null, %370 ]
  call fastcc void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.40, i32 0, i32 0), i8* noundef %379)
  %380 = load i8*, i8** %365, align 4, !tbaa !6
  %381 = getelementptr i8, i8* %380, i32 -12
  %382 = bitcast i8* %381 to i32*
  %383 = load i32, i32* %382, align 4
  %384 = getelementptr inbounds i8, i8* %353, i32 %383
  %385 = bitcast i8* %384 to %struct.L*
  %386 = bitcast %struct.L** %40 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %386)
  store volatile %struct.L* %385, %struct.L** %40, align 4, !tbaa !13
  %387 = load volatile %struct.L*, %struct.L** %40, align 4, !tbaa !13
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %386)
  %388 = icmp eq %struct.L* %387, null
  br i1 %388, label %392, label %389

389:                                              ; preds = %378
  %390 = bitcast %struct.L* %387 to i8*
  %391 = call i8* @__dynamic_cast(i8* nonnull %390, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32 }* @_ZTI1L to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32, i8*, i32 }* @_ZTI2R2 to i8*), i32 -1) #10
  br label %392

392:                                              ; preds = %378, %389
  %393 = phi i8* [ %391, %389 ], [ null, %378 ]
  call fastcc void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.41, i32 0, i32 0), i8* noundef %393)
  %394 = load i8*, i8** %365, align 4, !tbaa !6
  %395 = getelementptr i8, i8* %394, i32 -20
  %396 = bitcast i8* %395 to i32*
  %397 = load i32, i32* %396, align 4
  %398 = getelementptr inbounds i8, i8* %353, i32 %397
  %399 = bitcast i8* %398 to %struct.R*
  %400 = bitcast %struct.R** %39 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %400)
  store volatile %struct.R* %399, %struct.R** %39, align 4, !tbaa !13
  %401 = load volatile %struct.R*, %struct.R** %39, align 4, !tbaa !13
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %400)
  %402 = icmp eq %struct.R* %401, null
  br i1 %402, label %406, label %403

403:                                              ; preds = %392
  %404 = bitcast %struct.R* %401 to i8*
  %405 = call i8* @__dynamic_cast(i8* nonnull %404, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32 }* @_ZTI1R to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32 }* @_ZTI2L2 to i8*), i32 -2) #10
  br label %406

406:                                              ; preds = %392, %403
  %407 = phi i8* [ %405, %403 ], [ null, %392 ]
  call fastcc void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.42, i32 0, i32 0), i8* noundef %407)
  %408 = bitcast %struct.D2* %65 to %struct.L2*
  %409 = bitcast %struct.L2** %38 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %409)
  store volatile %struct.L2* %408, %struct.L2** %38, align 4, !tbaa !13
  %410 = load volatile %struct.L2*, %struct.L2** %38, align 4, !tbaa !13
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %409)
  %411 = icmp eq %struct.L2* %410, null
  br i1 %411, label %415, label %412

412:                                              ; preds = %406
  %413 = bitcast %struct.L2* %410 to i8*
  %414 = call i8* @__dynamic_cast(i8* nonnull %413, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32 }* @_ZTI2L2 to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32 }* @_ZTI1R to i8*), i32 -2) #10
  br label %415

415:                                              ; preds = %406, %412
  %416 = phi i8* [ %414, %412 ], [ null, %406 ]
  call fastcc void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.43, i32 0, i32 0), i8* noundef %416)
  br i1 %369, label %424, label %417

417:                                              ; preds = %415
  %418 = bitcast %struct.V* %368 to i32**
  %419 = load i32*, i32** %418, align 4, !tbaa !6
  %420 = getelementptr inbounds i32, i32* %419, i32 -2
  %421 = load i32, i32* %420, align 4
  %422 = bitcast %struct.V* %368 to i8*
  %423 = getelementptr inbounds i8, i8* %422, i32 %421
  br label %424

424:                                              ; preds = %415, %417
  %425 = phi i8* [ %423, %417 ], [ null, %415 ]
  call fastcc void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.31, i32 0, i32 0), i8* noundef %425)
  call void @llvm.lifetime.end.p0i8(i64 44, i8* nonnull %353) #10
  %426 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @str.108, i32 0, i32 0))
  %427 = bitcast %struct.M* %66 to i8*
  call void @llvm.lifetime.start.p0i8(i64 40, i8* nonnull %427) #10
  %428 = getelementptr inbounds %struct.M, %struct.M* %66, i32 0, i32 4, i32 0
  %429 = getelementptr inbounds %struct.M, %struct.M* %66, i32 0, i32 4, i32 1
  store i32 10, i32* %429, align 4, !tbaa !15
  %430 = getelementptr inbounds %struct.M, %struct.M* %66, i32 0, i32 0, i32 0
  %431 = getelementptr inbounds %struct.M, %struct.M* %66, i32 0, i32 0, i32 1
  store i32 11, i32* %431, align 4, !tbaa !31
  %432 = getelementptr inbounds %struct.M, %struct.M* %66, i32 0, i32 1, i32 0, i32 0
  %433 = getelementptr inbounds %struct.M, %struct.M* %66, i32 0, i32 1, i32 0, i32 1
  store i32 10, i32* %433, align 4, !tbaa !15
  %434 = getelementptr inbounds %struct.M, %struct.M* %66, i32 0, i32 1, i32 1
  store i32 14, i32* %434, align 4, !tbaa !43
  %435 = getelementptr inbounds %struct.M, %struct.M* %66, i32 0, i32 2, i32 0
  %436 = getelementptr inbounds %struct.M, %struct.M* %66, i32 0, i32 2, i32 1
  store i32 9, i32* %436, align 4, !tbaa !45
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [3 x i8*], [3 x i8*], [3 x i8*], [4 x i8*] }, { [3 x i8*], [3 x i8*], [3 x i8*], [4 x i8*] }* @_ZTV1M, i32 0, inrange i32 0, i32 3) to i32 (...)**), i32 (...)*** %430, align 4, !tbaa !6
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [3 x i8*], [3 x i8*], [3 x i8*], [4 x i8*] }, { [3 x i8*], [3 x i8*], [3 x i8*], [4 x i8*] }* @_ZTV1M, i32 0, inrange i32 3, i32 3) to i32 (...)**), i32 (...)*** %428, align 4, !tbaa !6
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [3 x i8*], [3 x i8*], [3 x i8*], [4 x i8*] }, { [3 x i8*], [3 x i8*], [3 x i8*], [4 x i8*] }* @_ZTV1M, i32 0, inrange i32 1, i32 2) to i32 (...)**), i32 (...)*** %432, align 4, !tbaa !6
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [3 x i8*], [3 x i8*], [3 x i8*], [4 x i8*] }, { [3 x i8*], [3 x i8*], [3 x i8*], [4 x i8*] }* @_ZTV1M, i32 0, inrange i32 2, i32 2) to i32 (...)**), i32 (...)*** %435, align 4, !tbaa !6
  %437 = getelementptr inbounds %struct.M, %struct.M* %66, i32 0, i32 3
  store i32 15, i32* %437, align 4, !tbaa !47
  store %struct.M* %66, %struct.M** bitcast (i8** @_ZL5whole to %struct.M**), align 4, !tbaa !13
  %438 = getelementptr inbounds %struct.M, %struct.M* %66, i32 0, i32 4
  %439 = bitcast %struct.V** %37 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %439)
  store volatile %struct.V* %438, %struct.V** %37, align 4, !tbaa !13
  %440 = load volatile %struct.V*, %struct.V** %37, align 4, !tbaa !13
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %439)
  %441 = getelementptr inbounds %struct.M, %struct.M* %66, i32 0, i32 1
  %442 = getelementptr inbounds %struct.NV, %struct.NV* %441, i32 0, i32 0
  %443 = bitcast %struct.V** %36 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %443)
  store volatile %struct.V* %442, %struct.V** %36, align 4, !tbaa !13
  %444 = load volatile %struct.V*, %struct.V** %36, align 4, !tbaa !13
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %443)
  %445 = icmp eq %struct.V* %440, null
  br i1 %445, label %450, label %446

446:                                              ; preds = %424
  %447 = bitcast %struct.V* %440 to i8*
  %448 = call i8* @__dynamic_cast(i8* nonnull %447, i8* bitcast ({ i8*, i8* }* @_ZTI1V to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32 }* @_ZTI1L to i8*), i32 -1) #10
  call fastcc void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.45, i32 0, i32 0), i8* noundef %448)
  %449 = call i8* @__dynamic_cast(i8* nonnull %447, i8* bitcast ({ i8*, i8* }* @_ZTI1V to i8*), i8* bitcast ({ i8*, i8*, i8* }* @_ZTI2NV to i8*), i32 0) #10
  br label %451

450:                                              ; preds = %424
  call fastcc void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.45, i32 0, i32 0), i8* noundef null)
  br label %451

451:                                              ; preds = %450, %446
  %452 = phi i8* [ %449, %446 ], [ null, %450 ]
  call fastcc void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.46, i32 0, i32 0), i8* noundef %452)
  %453 = icmp eq %struct.V* %444, null
  br i1 %453, label %458, label %454

454:                                              ; preds = %451
  %455 = bitcast %struct.V* %444 to i8*
  %456 = call i8* @__dynamic_cast(i8* nonnull %455, i8* bitcast ({ i8*, i8* }* @_ZTI1V to i8*), i8* bitcast ({ i8*, i8*, i8* }* @_ZTI2NV to i8*), i32 0) #10
  call fastcc void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.47, i32 0, i32 0), i8* noundef %456)
  %457 = call i8* @__dynamic_cast(i8* nonnull %455, i8* bitcast ({ i8*, i8* }* @_ZTI1V to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32 }* @_ZTI1L to i8*), i32 -1) #10
  br label %459

458:                                              ; preds = %451
  call fastcc void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.47, i32 0, i32 0), i8* noundef null)
  br label %459

459:                                              ; preds = %458, %454
  %460 = phi i8* [ %457, %454 ], [ null, %458 ]
  call fastcc void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.48, i32 0, i32 0), i8* noundef %460)
  br i1 %445, label %464, label %461

461:                                              ; preds = %459
  %462 = bitcast %struct.V* %440 to i8*
  %463 = call i8* @__dynamic_cast(i8* nonnull %462, i8* bitcast ({ i8*, i8* }* @_ZTI1V to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32, i8*, i32, i8*, i32 }* @_ZTI1M to i8*), i32 -1) #10
  br label %464

464:                                              ; preds = %459, %461
  %465 = phi i8* [ %463, %461 ], [ null, %459 ]
  call fastcc void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.49, i32 0, i32 0), i8* noundef %465)
  br i1 %453, label %469, label %466

466:                                              ; preds = %464
  %467 = bitcast %struct.V* %444 to i8*
  %468 = call i8* @__dynamic_cast(i8* nonnull %467, i8* bitcast ({ i8*, i8* }* @_ZTI1V to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32, i8*, i32, i8*, i32 }* @_ZTI1M to i8*), i32 -1) #10
  br label %469

469:                                              ; preds = %464, %466
  %470 = phi i8* [ %468, %466 ], [ null, %464 ]
  call fastcc void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.50, i32 0, i32 0), i8* noundef %470)
  %471 = getelementptr inbounds %struct.M, %struct.M* %66, i32 0, i32 2
  %472 = bitcast %struct.Z** %35 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %472)
  store volatile %struct.Z* %471, %struct.Z** %35, align 4, !tbaa !13
  %473 = load volatile %struct.Z*, %struct.Z** %35, align 4, !tbaa !13
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %472)
  %474 = icmp eq %struct.Z* %473, null
  br i1 %474, label %478, label %475

475:                                              ; preds = %469
  %476 = bitcast %struct.Z* %473 to i8*
  %477 = call i8* @__dynamic_cast(i8* nonnull %476, i8* bitcast ({ i8*, i8* }* @_ZTI1Z to i8*), i8* bitcast ({ i8*, i8* }* @_ZTI1V to i8*), i32 -2) #10
  br label %478

478:                                              ; preds = %469, %475
  %479 = phi i8* [ %477, %475 ], [ null, %469 ]
  call fastcc void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.51, i32 0, i32 0), i8* noundef %479)
  %480 = bitcast %struct.Z** %34 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %480)
  store volatile %struct.Z* %471, %struct.Z** %34, align 4, !tbaa !13
  %481 = load volatile %struct.Z*, %struct.Z** %34, align 4, !tbaa !13
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %480)
  %482 = icmp eq %struct.Z* %481, null
  br i1 %482, label %486, label %483

483:                                              ; preds = %478
  %484 = bitcast %struct.Z* %481 to i8*
  %485 = call i8* @__dynamic_cast(i8* nonnull %484, i8* bitcast ({ i8*, i8* }* @_ZTI1Z to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32 }* @_ZTI1L to i8*), i32 -2) #10
  br label %486

486:                                              ; preds = %478, %483
  %487 = phi i8* [ %485, %483 ], [ null, %478 ]
  call fastcc void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.52, i32 0, i32 0), i8* noundef %487)
  %488 = bitcast %struct.Z** %33 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %488)
  store volatile %struct.Z* %471, %struct.Z** %33, align 4, !tbaa !13
  %489 = load volatile %struct.Z*, %struct.Z** %33, align 4, !tbaa !13
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %488)
  %490 = icmp eq %struct.Z* %489, null
  br i1 %490, label %494, label %491

491:                                              ; preds = %486
  %492 = bitcast %struct.Z* %489 to i8*
  %493 = call i8* @__dynamic_cast(i8* nonnull %492, i8* bitcast ({ i8*, i8* }* @_ZTI1Z to i8*), i8* bitcast ({ i8*, i8*, i8* }* @_ZTI2NV to i8*), i32 -2) #10
  br label %494

494:                                              ; preds = %486, %491
  %495 = phi i8* [ %493, %491 ], [ null, %486 ]
  call fastcc void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.53, i32 0, i32 0), i8* noundef %495)
  %496 = bitcast %struct.Z** %32 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %496)
  store volatile %struct.Z* %471, %struct.Z** %32, align 4, !tbaa !13
  %497 = load volatile %struct.Z*, %struct.Z** %32, align 4, !tbaa !13
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %496)
  %498 = icmp eq %struct.Z* %497, null
  br i1 %498, label %506, label %499

499:                                              ; preds = %494
  %500 = bitcast %struct.Z* %497 to i32**
  %501 = load i32*, i32** %500, align 4, !tbaa !6
  %502 = getelementptr inbounds i32, i32* %501, i32 -2
  %503 = load i32, i32* %502, align 4
  %504 = bitcast %struct.Z* %497 to i8*
  %505 = getelementptr inbounds i8, i8* %504, i32 %503
  br label %506

506:                                              ; preds = %494, %499
  %507 = phi i8* [ %505, %499 ], [ null, %494 ]
  call fastcc void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.54, i32 0, i32 0), i8* noundef %507)
  %508 = bitcast %struct.NV** %31 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %508)
  store volatile %struct.NV* %441, %struct.NV** %31, align 4, !tbaa !13
  %509 = load volatile %struct.NV*, %struct.NV** %31, align 4, !tbaa !13
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %508)
  %510 = icmp eq %struct.NV* %509, null
  br i1 %510, label %514, label %511

511:                                              ; preds = %506
  %512 = bitcast %struct.NV* %509 to i8*
  %513 = call i8* @__dynamic_cast(i8* nonnull %512, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI2NV to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32 }* @_ZTI1L to i8*), i32 -2) #10
  br label %514

514:                                              ; preds = %506, %511
  %515 = phi i8* [ %513, %511 ], [ null, %506 ]
  call fastcc void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.55, i32 0, i32 0), i8* noundef %515)
  %516 = bitcast %struct.AA* %67 to i8*
  call void @llvm.lifetime.start.p0i8(i64 28, i8* nonnull %516) #10
  %517 = getelementptr inbounds %struct.AA, %struct.AA* %67, i32 0, i32 0, i32 0, i32 0
  %518 = getelementptr inbounds %struct.AA, %struct.AA* %67, i32 0, i32 0, i32 0, i32 1
  store i32 1, i32* %518, align 4, !tbaa !17
  %519 = getelementptr inbounds %struct.AA, %struct.AA* %67, i32 0, i32 0, i32 1
  store i32 19, i32* %519, align 4, !tbaa !49
  %520 = getelementptr inbounds %struct.AA, %struct.AA* %67, i32 0, i32 1, i32 0, i32 0
  %521 = getelementptr inbounds %struct.AA, %struct.AA* %67, i32 0, i32 1, i32 0, i32 1
  store i32 1, i32* %521, align 4, !tbaa !17
  %522 = getelementptr inbounds %struct.AA, %struct.AA* %67, i32 0, i32 1, i32 1
  store i32 20, i32* %522, align 4, !tbaa !51
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [3 x i8*], [3 x i8*] }, { [3 x i8*], [3 x i8*] }* @_ZTV2AA, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %517, align 4, !tbaa !6
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [3 x i8*], [3 x i8*] }, { [3 x i8*], [3 x i8*] }* @_ZTV2AA, i32 0, inrange i32 1, i32 2) to i32 (...)**), i32 (...)*** %520, align 4, !tbaa !6
  %523 = getelementptr inbounds %struct.AA, %struct.AA* %67, i32 0, i32 2
  store i32 21, i32* %523, align 4, !tbaa !53
  store %struct.AA* %67, %struct.AA** bitcast (i8** @_ZL5whole to %struct.AA**), align 4, !tbaa !13
  %524 = getelementptr inbounds %struct.AA, %struct.AA* %67, i32 0, i32 0, i32 0
  %525 = bitcast %struct.A** %30 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %525)
  store volatile %struct.A* %524, %struct.A** %30, align 4, !tbaa !13
  %526 = load volatile %struct.A*, %struct.A** %30, align 4, !tbaa !13
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %525)
  %527 = getelementptr inbounds %struct.AA, %struct.AA* %67, i32 0, i32 1, i32 0
  %528 = bitcast %struct.A** %29 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %528)
  store volatile %struct.A* %527, %struct.A** %29, align 4, !tbaa !13
  %529 = load volatile %struct.A*, %struct.A** %29, align 4, !tbaa !13
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %528)
  %530 = icmp eq %struct.A* %526, null
  br i1 %530, label %534, label %531

531:                                              ; preds = %514
  %532 = bitcast %struct.A* %526 to i8*
  %533 = call i8* @__dynamic_cast(i8* nonnull %532, i8* bitcast ({ i8*, i8* }* @_ZTI1A to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32, i8*, i32 }* @_ZTI2AA to i8*), i32 -3) #10
  br label %534

534:                                              ; preds = %514, %531
  %535 = phi i8* [ %533, %531 ], [ null, %514 ]
  call fastcc void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.56, i32 0, i32 0), i8* noundef %535)
  %536 = icmp eq %struct.A* %529, null
  br i1 %536, label %540, label %537

537:                                              ; preds = %534
  %538 = bitcast %struct.A* %529 to i8*
  %539 = call i8* @__dynamic_cast(i8* nonnull %538, i8* bitcast ({ i8*, i8* }* @_ZTI1A to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32, i8*, i32 }* @_ZTI2AA to i8*), i32 -3) #10
  br label %540

540:                                              ; preds = %534, %537
  %541 = phi i8* [ %539, %537 ], [ null, %534 ]
  call fastcc void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.57, i32 0, i32 0), i8* noundef %541)
  br i1 %530, label %546, label %542

542:                                              ; preds = %540
  %543 = bitcast %struct.A* %526 to i8*
  %544 = call i8* @__dynamic_cast(i8* nonnull %543, i8* bitcast ({ i8*, i8* }* @_ZTI1A to i8*), i8* bitcast ({ i8*, i8*, i8* }* @_ZTI2A1 to i8*), i32 0) #10
  call fastcc void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.58, i32 0, i32 0), i8* noundef %544)
  %545 = call i8* @__dynamic_cast(i8* nonnull %543, i8* bitcast ({ i8*, i8* }* @_ZTI1A to i8*), i8* bitcast ({ i8*, i8*, i8* }* @_ZTI2A2 to i8*), i32 0) #10
  br label %547

546:                                              ; preds = %540
  call fastcc void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.58, i32 0, i32 0), i8* noundef null)
  br label %547

547:                                              ; preds = %546, %542
  %548 = phi i8* [ %545, %542 ], [ null, %546 ]
  call fastcc void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([20 x i8], [20 x i8]* @.str.59, i32 0, i32 0), i8* noundef %548)
  br i1 %536, label %557, label %549

549:                                              ; preds = %547
  %550 = bitcast %struct.A* %529 to i8*
  %551 = call i8* @__dynamic_cast(i8* nonnull %550, i8* bitcast ({ i8*, i8* }* @_ZTI1A to i8*), i8* bitcast ({ i8*, i8*, i8* }* @_ZTI2A1 to i8*), i32 0) #10
  call fastcc void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([20 x i8], [20 x i8]* @.str.60, i32 0, i32 0), i8* noundef %551)
  %552 = bitcast %struct.A* %529 to i32**
  %553 = load i32*, i32** %552, align 4, !tbaa !6
  %554 = getelementptr inbounds i32, i32* %553, i32 -2
  %555 = load i32, i32* %554, align 4
  %556 = getelementptr inbounds i8, i8* %550, i32 %555
  br label %558

557:                                              ; preds = %547
  call fastcc void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([20 x i8], [20 x i8]* @.str.60, i32 0, i32 0), i8* noundef null)
  br label %558

558:                                              ; preds = %557, %549
  %559 = phi i8* [ %556, %549 ], [ null, %557 ]
  call fastcc void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.61, i32 0, i32 0), i8* noundef %559)
  %560 = bitcast %struct.VPQ* %68 to i8*
  call void @llvm.lifetime.start.p0i8(i64 36, i8* nonnull %560) #10
  %561 = getelementptr inbounds %struct.VPQ, %struct.VPQ* %68, i32 0, i32 3, i32 0
  %562 = getelementptr inbounds %struct.VPQ, %struct.VPQ* %68, i32 0, i32 3, i32 1
  store i32 10, i32* %562, align 4, !tbaa !15
  %563 = getelementptr inbounds %struct.VPQ, %struct.VPQ* %68, i32 0, i32 0, i32 0, i32 0
  %564 = getelementptr inbounds %struct.VPQ, %struct.VPQ* %68, i32 0, i32 0, i32 0, i32 1
  store i32 31, i32* %564, align 4, !tbaa !55
  %565 = getelementptr inbounds %struct.VPQ, %struct.VPQ* %68, i32 0, i32 0, i32 1
  store i32 32, i32* %565, align 4, !tbaa !57
  %566 = getelementptr inbounds %struct.VPQ, %struct.VPQ* %68, i32 0, i32 1, i32 0, i32 0
  %567 = getelementptr inbounds %struct.VPQ, %struct.VPQ* %68, i32 0, i32 1, i32 0, i32 1
  store i32 31, i32* %567, align 4, !tbaa !55
  %568 = getelementptr inbounds %struct.VPQ, %struct.VPQ* %68, i32 0, i32 1, i32 1
  store i32 33, i32* %568, align 4, !tbaa !59
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [3 x i8*], [3 x i8*], [4 x i8*] }, { [3 x i8*], [3 x i8*], [4 x i8*] }* @_ZTV3VPQ, i32 0, inrange i32 0, i32 3) to i32 (...)**), i32 (...)*** %563, align 4, !tbaa !6
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [3 x i8*], [3 x i8*], [4 x i8*] }, { [3 x i8*], [3 x i8*], [4 x i8*] }* @_ZTV3VPQ, i32 0, inrange i32 2, i32 3) to i32 (...)**), i32 (...)*** %561, align 4, !tbaa !6
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [3 x i8*], [3 x i8*], [4 x i8*] }, { [3 x i8*], [3 x i8*], [4 x i8*] }* @_ZTV3VPQ, i32 0, inrange i32 1, i32 3) to i32 (...)**), i32 (...)*** %566, align 4, !tbaa !6
  %569 = getelementptr inbounds %struct.VPQ, %struct.VPQ* %68, i32 0, i32 2
  store i32 34, i32* %569, align 4, !tbaa !61
  store %struct.VPQ* %68, %struct.VPQ** bitcast (i8** @_ZL5whole to %struct.VPQ**), align 4, !tbaa !13
  %570 = getelementptr inbounds %struct.VPQ, %struct.VPQ* %68, i32 0, i32 3
  %571 = bitcast %struct.V** %28 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %571)
  store volatile %struct.V* %570, %struct.V** %28, align 4, !tbaa !13
  %572 = load volatile %struct.V*, %struct.V** %28, align 4, !tbaa !13
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %571)
  %573 = icmp eq %struct.V* %572, null
  br i1 %573, label %580, label %574

574:                                              ; preds = %558
  %575 = bitcast %struct.V* %572 to i8*
  %576 = call i8* @__dynamic_cast(i8* nonnull %575, i8* bitcast ({ i8*, i8* }* @_ZTI1V to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32 }* @_ZTI2VC to i8*), i32 -1) #10
  call fastcc void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([25 x i8], [25 x i8]* @.str.62, i32 0, i32 0), i8* noundef %576)
  %577 = call i8* @__dynamic_cast(i8* nonnull %575, i8* bitcast ({ i8*, i8* }* @_ZTI1V to i8*), i8* bitcast ({ i8*, i8*, i8* }* @_ZTI2VP to i8*), i32 -1) #10
  call fastcc void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.63, i32 0, i32 0), i8* noundef %577)
  %578 = call i8* @__dynamic_cast(i8* nonnull %575, i8* bitcast ({ i8*, i8* }* @_ZTI1V to i8*), i8* bitcast ({ i8*, i8*, i8* }* @_ZTI2VQ to i8*), i32 -1) #10
  call fastcc void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.64, i32 0, i32 0), i8* noundef %578)
  %579 = call i8* @__dynamic_cast(i8* nonnull %575, i8* bitcast ({ i8*, i8* }* @_ZTI1V to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32, i8*, i32 }* @_ZTI3VPQ to i8*), i32 -1) #10
  br label %581

580:                                              ; preds = %558
  call fastcc void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([25 x i8], [25 x i8]* @.str.62, i32 0, i32 0), i8* noundef null)
  call fastcc void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.63, i32 0, i32 0), i8* noundef null)
  call fastcc void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.64, i32 0, i32 0), i8* noundef null)
  br label %581

581:                                              ; preds = %580, %574
  %582 = phi i8* [ %579, %574 ], [ null, %580 ]
  call fastcc void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.65, i32 0, i32 0), i8* noundef %582)
  %583 = bitcast %struct.VPQ* %68 to %struct.VP*
  %584 = bitcast %struct.VP** %27 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %584)
  store volatile %struct.VP* %583, %struct.VP** %27, align 4, !tbaa !13
  %585 = load volatile %struct.VP*, %struct.VP** %27, align 4, !tbaa !13
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %584)
  %586 = icmp eq %struct.VP* %585, null
  br i1 %586, label %590, label %587

587:                                              ; preds = %581
  %588 = bitcast %struct.VP* %585 to i8*
  %589 = call i8* @__dynamic_cast(i8* nonnull %588, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI2VP to i8*), i8* bitcast ({ i8*, i8*, i8* }* @_ZTI2VQ to i8*), i32 -2) #10
  br label %590

590:                                              ; preds = %581, %587
  %591 = phi i8* [ %589, %587 ], [ null, %581 ]
  call fastcc void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.66, i32 0, i32 0), i8* noundef %591)
  call void @llvm.lifetime.end.p0i8(i64 36, i8* nonnull %560) #10
  call void @llvm.lifetime.end.p0i8(i64 28, i8* nonnull %516) #10
  call void @llvm.lifetime.end.p0i8(i64 40, i8* nonnull %427) #10
  %592 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([25 x i8], [25 x i8]* @str.109, i32 0, i32 0))
  %593 = bitcast %struct.PrivA* %69 to i8*
  call void @llvm.lifetime.start.p0i8(i64 12, i8* nonnull %593) #10
  %594 = getelementptr inbounds %struct.PrivA, %struct.PrivA* %69, i32 0, i32 0, i32 0
  %595 = getelementptr inbounds %struct.PrivA, %struct.PrivA* %69, i32 0, i32 0, i32 1
  store i32 1, i32* %595, align 4, !tbaa !17
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [3 x i8*] }, { [3 x i8*] }* @_ZTV5PrivA, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %594, align 4, !tbaa !6
  %596 = getelementptr inbounds %struct.PrivA, %struct.PrivA* %69, i32 0, i32 1
  store i32 22, i32* %596, align 4, !tbaa !63
  store %struct.PrivA* %69, %struct.PrivA** bitcast (i8** @_ZL5whole to %struct.PrivA**), align 4, !tbaa !13
  %597 = getelementptr inbounds %struct.PrivA, %struct.PrivA* %69, i32 0, i32 0
  %598 = bitcast %struct.A** %26 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %598)
  store volatile %struct.A* %597, %struct.A** %26, align 4, !tbaa !13
  %599 = load volatile %struct.A*, %struct.A** %26, align 4, !tbaa !13
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %598)
  %600 = icmp eq %struct.A* %599, null
  br i1 %600, label %604, label %601

601:                                              ; preds = %590
  %602 = bitcast %struct.A* %599 to i8*
  %603 = call i8* @__dynamic_cast(i8* nonnull %602, i8* bitcast ({ i8*, i8* }* @_ZTI1A to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32 }* @_ZTI5PrivA to i8*), i32 -2) #10
  br label %604

604:                                              ; preds = %590, %601
  %605 = phi i8* [ %603, %601 ], [ null, %590 ]
  call fastcc void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([21 x i8], [21 x i8]* @.str.68, i32 0, i32 0), i8* noundef %605)
  %606 = bitcast %struct.A** %25 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %606)
  store volatile %struct.A* %597, %struct.A** %25, align 4, !tbaa !13
  %607 = load volatile %struct.A*, %struct.A** %25, align 4, !tbaa !13
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %606)
  %608 = icmp eq %struct.A* %607, null
  br i1 %608, label %616, label %609

609:                                              ; preds = %604
  %610 = bitcast %struct.A* %607 to i32**
  %611 = load i32*, i32** %610, align 4, !tbaa !6
  %612 = getelementptr inbounds i32, i32* %611, i32 -2
  %613 = load i32, i32* %612, align 4
  %614 = bitcast %struct.A* %607 to i8*
  %615 = getelementptr inbounds i8, i8* %614, i32 %613
  br label %616

616:                                              ; preds = %604, %609
  %617 = phi i8* [ %615, %609 ], [ null, %604 ]
  call fastcc void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.5, i32 0, i32 0), i8* noundef %617)
  %618 = bitcast %struct.ProtA* %70 to i8*
  call void @llvm.lifetime.start.p0i8(i64 12, i8* nonnull %618) #10
  %619 = getelementptr inbounds %struct.ProtA, %struct.ProtA* %70, i32 0, i32 0, i32 0
  %620 = getelementptr inbounds %struct.ProtA, %struct.ProtA* %70, i32 0, i32 0, i32 1
  store i32 1, i32* %620, align 4, !tbaa !17
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [3 x i8*] }, { [3 x i8*] }* @_ZTV5ProtA, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %619, align 4, !tbaa !6
  %621 = getelementptr inbounds %struct.ProtA, %struct.ProtA* %70, i32 0, i32 1
  store i32 23, i32* %621, align 4, !tbaa !65
  store %struct.ProtA* %70, %struct.ProtA** bitcast (i8** @_ZL5whole to %struct.ProtA**), align 4, !tbaa !13
  %622 = getelementptr inbounds %struct.ProtA, %struct.ProtA* %70, i32 0, i32 0
  %623 = bitcast %struct.A** %24 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %623)
  store volatile %struct.A* %622, %struct.A** %24, align 4, !tbaa !13
  %624 = load volatile %struct.A*, %struct.A** %24, align 4, !tbaa !13
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %623)
  %625 = icmp eq %struct.A* %624, null
  br i1 %625, label %629, label %626

626:                                              ; preds = %616
  %627 = bitcast %struct.A* %624 to i8*
  %628 = call i8* @__dynamic_cast(i8* nonnull %627, i8* bitcast ({ i8*, i8* }* @_ZTI1A to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32 }* @_ZTI5ProtA to i8*), i32 -2) #10
  br label %629

629:                                              ; preds = %616, %626
  %630 = phi i8* [ %628, %626 ], [ null, %616 ]
  call fastcc void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([23 x i8], [23 x i8]* @.str.69, i32 0, i32 0), i8* noundef %630)
  %631 = bitcast %struct.HasPriv* %71 to i8*
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %631) #10
  %632 = getelementptr inbounds %struct.HasPriv, %struct.HasPriv* %71, i32 0, i32 0, i32 0, i32 0
  %633 = getelementptr inbounds %struct.HasPriv, %struct.HasPriv* %71, i32 0, i32 0, i32 0, i32 1
  store i32 1, i32* %633, align 4, !tbaa !17
  %634 = getelementptr inbounds %struct.HasPriv, %struct.HasPriv* %71, i32 0, i32 0, i32 1
  store i32 22, i32* %634, align 4, !tbaa !63
  %635 = getelementptr inbounds %struct.HasPriv, %struct.HasPriv* %71, i32 0, i32 1, i32 0
  %636 = getelementptr inbounds %struct.HasPriv, %struct.HasPriv* %71, i32 0, i32 1, i32 1
  store i32 6, i32* %636, align 4, !tbaa !25
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [3 x i8*], [3 x i8*] }, { [3 x i8*], [3 x i8*] }* @_ZTV7HasPriv, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %632, align 4, !tbaa !6
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [3 x i8*], [3 x i8*] }, { [3 x i8*], [3 x i8*] }* @_ZTV7HasPriv, i32 0, inrange i32 1, i32 2) to i32 (...)**), i32 (...)*** %635, align 4, !tbaa !6
  %637 = getelementptr inbounds %struct.HasPriv, %struct.HasPriv* %71, i32 0, i32 2
  store i32 24, i32* %637, align 4, !tbaa !67
  store %struct.HasPriv* %71, %struct.HasPriv** bitcast (i8** @_ZL5whole to %struct.HasPriv**), align 4, !tbaa !13
  %638 = getelementptr inbounds %struct.HasPriv, %struct.HasPriv* %71, i32 0, i32 0, i32 0
  %639 = bitcast %struct.A** %23 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %639)
  store volatile %struct.A* %638, %struct.A** %23, align 4, !tbaa !13
  %640 = load volatile %struct.A*, %struct.A** %23, align 4, !tbaa !13
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %639)
  %641 = icmp eq %struct.A* %640, null
  br i1 %641, label %645, label %642

642:                                              ; preds = %629
  %643 = bitcast %struct.A* %640 to i8*
  %644 = call i8* @__dynamic_cast(i8* nonnull %643, i8* bitcast ({ i8*, i8* }* @_ZTI1A to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32, i8*, i32 }* @_ZTI7HasPriv to i8*), i32 -2) #10
  br label %645

645:                                              ; preds = %629, %642
  %646 = phi i8* [ %644, %642 ], [ null, %629 ]
  call fastcc void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.70, i32 0, i32 0), i8* noundef %646)
  %647 = bitcast %struct.A** %22 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %647)
  store volatile %struct.A* %638, %struct.A** %22, align 4, !tbaa !13
  %648 = load volatile %struct.A*, %struct.A** %22, align 4, !tbaa !13
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %647)
  %649 = icmp eq %struct.A* %648, null
  br i1 %649, label %653, label %650

650:                                              ; preds = %645
  %651 = bitcast %struct.A* %648 to i8*
  %652 = call i8* @__dynamic_cast(i8* nonnull %651, i8* bitcast ({ i8*, i8* }* @_ZTI1A to i8*), i8* bitcast ({ i8*, i8* }* @_ZTI1X to i8*), i32 -2) #10
  br label %653

653:                                              ; preds = %645, %650
  %654 = phi i8* [ %652, %650 ], [ null, %645 ]
  call fastcc void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([28 x i8], [28 x i8]* @.str.71, i32 0, i32 0), i8* noundef %654)
  %655 = getelementptr inbounds %struct.HasPriv, %struct.HasPriv* %71, i32 0, i32 1
  %656 = bitcast %struct.X** %21 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %656)
  store volatile %struct.X* %655, %struct.X** %21, align 4, !tbaa !13
  %657 = load volatile %struct.X*, %struct.X** %21, align 4, !tbaa !13
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %656)
  %658 = icmp eq %struct.X* %657, null
  br i1 %658, label %662, label %659

659:                                              ; preds = %653
  %660 = bitcast %struct.X* %657 to i8*
  %661 = call i8* @__dynamic_cast(i8* nonnull %660, i8* bitcast ({ i8*, i8* }* @_ZTI1X to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32 }* @_ZTI5PrivA to i8*), i32 -2) #10
  br label %662

662:                                              ; preds = %653, %659
  %663 = phi i8* [ %661, %659 ], [ null, %653 ]
  call fastcc void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.72, i32 0, i32 0), i8* noundef %663)
  %664 = bitcast %struct.X** %20 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %664)
  store volatile %struct.X* %655, %struct.X** %20, align 4, !tbaa !13
  %665 = load volatile %struct.X*, %struct.X** %20, align 4, !tbaa !13
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %664)
  %666 = icmp eq %struct.X* %665, null
  br i1 %666, label %670, label %667

667:                                              ; preds = %662
  %668 = bitcast %struct.X* %665 to i8*
  %669 = call i8* @__dynamic_cast(i8* nonnull %668, i8* bitcast ({ i8*, i8* }* @_ZTI1X to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32, i8*, i32 }* @_ZTI7HasPriv to i8*), i32 12) #10
  br label %670

670:                                              ; preds = %662, %667
  %671 = phi i8* [ %669, %667 ], [ null, %662 ]
  call fastcc void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.73, i32 0, i32 0), i8* noundef %671)
  %672 = bitcast %struct.PVD* %72 to i8*
  call void @llvm.lifetime.start.p0i8(i64 20, i8* nonnull %672) #10
  %673 = getelementptr inbounds %struct.PVD, %struct.PVD* %72, i32 0, i32 2, i32 0
  %674 = getelementptr inbounds %struct.PVD, %struct.PVD* %72, i32 0, i32 2, i32 1
  store i32 10, i32* %674, align 4, !tbaa !15
  %675 = getelementptr inbounds %struct.PVD, %struct.PVD* %72, i32 0, i32 0, i32 0
  %676 = getelementptr inbounds %struct.PVD, %struct.PVD* %72, i32 0, i32 0, i32 1
  store i32 25, i32* %676, align 4, !tbaa !69
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [3 x i8*], [4 x i8*] }, { [3 x i8*], [4 x i8*] }* @_ZTV3PVD, i32 0, inrange i32 0, i32 3) to i32 (...)**), i32 (...)*** %675, align 4, !tbaa !6
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [3 x i8*], [4 x i8*] }, { [3 x i8*], [4 x i8*] }* @_ZTV3PVD, i32 0, inrange i32 1, i32 3) to i32 (...)**), i32 (...)*** %673, align 4, !tbaa !6
  %677 = getelementptr inbounds %struct.PVD, %struct.PVD* %72, i32 0, i32 1
  store i32 26, i32* %677, align 4, !tbaa !71
  store %struct.PVD* %72, %struct.PVD** bitcast (i8** @_ZL5whole to %struct.PVD**), align 4, !tbaa !13
  %678 = bitcast %struct.PVD* %72 to i8**
  %679 = getelementptr inbounds %struct.PVD, %struct.PVD* %72, i32 0, i32 2
  %680 = bitcast %struct.V** %19 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %680)
  store volatile %struct.V* %679, %struct.V** %19, align 4, !tbaa !13
  %681 = load volatile %struct.V*, %struct.V** %19, align 4, !tbaa !13
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %680)
  %682 = icmp eq %struct.V* %681, null
  br i1 %682, label %686, label %683

683:                                              ; preds = %670
  %684 = bitcast %struct.V* %681 to i8*
  %685 = call i8* @__dynamic_cast(i8* nonnull %684, i8* bitcast ({ i8*, i8* }* @_ZTI1V to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32 }* @_ZTI2PV to i8*), i32 -2) #10
  br label %686

686:                                              ; preds = %670, %683
  %687 = phi i8* [ %685, %683 ], [ null, %670 ]
  call fastcc void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([23 x i8], [23 x i8]* @.str.74, i32 0, i32 0), i8* noundef %687)
  %688 = load i8*, i8** %678, align 4, !tbaa !6
  %689 = getelementptr i8, i8* %688, i32 -12
  %690 = bitcast i8* %689 to i32*
  %691 = load i32, i32* %690, align 4
  %692 = getelementptr inbounds i8, i8* %672, i32 %691
  %693 = bitcast i8* %692 to %struct.V*
  %694 = bitcast %struct.V** %18 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %694)
  store volatile %struct.V* %693, %struct.V** %18, align 4, !tbaa !13
  %695 = load volatile %struct.V*, %struct.V** %18, align 4, !tbaa !13
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %694)
  %696 = icmp eq %struct.V* %695, null
  br i1 %696, label %700, label %697

697:                                              ; preds = %686
  %698 = bitcast %struct.V* %695 to i8*
  %699 = call i8* @__dynamic_cast(i8* nonnull %698, i8* bitcast ({ i8*, i8* }* @_ZTI1V to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32, i8*, i32 }* @_ZTI3PVD to i8*), i32 -1) #10
  br label %700

700:                                              ; preds = %686, %697
  %701 = phi i8* [ %699, %697 ], [ null, %686 ]
  call fastcc void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([23 x i8], [23 x i8]* @.str.75, i32 0, i32 0), i8* noundef %701)
  %702 = bitcast %struct.PXY* %73 to i8*
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %702) #10
  %703 = getelementptr inbounds %struct.PXY, %struct.PXY* %73, i32 0, i32 0, i32 0, i32 0
  %704 = getelementptr inbounds %struct.PXY, %struct.PXY* %73, i32 0, i32 0, i32 0, i32 1
  store i32 6, i32* %704, align 4, !tbaa !25
  %705 = getelementptr inbounds %struct.PXY, %struct.PXY* %73, i32 0, i32 0, i32 1
  store i32 27, i32* %705, align 4, !tbaa !73
  %706 = getelementptr inbounds %struct.PXY, %struct.PXY* %73, i32 0, i32 1, i32 0
  %707 = getelementptr inbounds %struct.PXY, %struct.PXY* %73, i32 0, i32 1, i32 1
  store i32 7, i32* %707, align 4, !tbaa !27
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [3 x i8*], [3 x i8*] }, { [3 x i8*], [3 x i8*] }* @_ZTV3PXY, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %703, align 4, !tbaa !6
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [3 x i8*], [3 x i8*] }, { [3 x i8*], [3 x i8*] }* @_ZTV3PXY, i32 0, inrange i32 1, i32 2) to i32 (...)**), i32 (...)*** %706, align 4, !tbaa !6
  %708 = getelementptr inbounds %struct.PXY, %struct.PXY* %73, i32 0, i32 2
  store i32 28, i32* %708, align 4, !tbaa !75
  store %struct.PXY* %73, %struct.PXY** bitcast (i8** @_ZL5whole to %struct.PXY**), align 4, !tbaa !13
  %709 = getelementptr inbounds %struct.PXY, %struct.PXY* %73, i32 0, i32 0, i32 0
  %710 = bitcast %struct.X** %17 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %710)
  store volatile %struct.X* %709, %struct.X** %17, align 4, !tbaa !13
  %711 = load volatile %struct.X*, %struct.X** %17, align 4, !tbaa !13
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %710)
  %712 = icmp eq %struct.X* %711, null
  br i1 %712, label %716, label %713

713:                                              ; preds = %700
  %714 = bitcast %struct.X* %711 to i8*
  %715 = call i8* @__dynamic_cast(i8* nonnull %714, i8* bitcast ({ i8*, i8* }* @_ZTI1X to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32 }* @_ZTI2PX to i8*), i32 -2) #10
  br label %716

716:                                              ; preds = %700, %713
  %717 = phi i8* [ %715, %713 ], [ null, %700 ]
  call fastcc void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.76, i32 0, i32 0), i8* noundef %717)
  %718 = bitcast %struct.X** %16 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %718)
  store volatile %struct.X* %709, %struct.X** %16, align 4, !tbaa !13
  %719 = load volatile %struct.X*, %struct.X** %16, align 4, !tbaa !13
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %718)
  %720 = icmp eq %struct.X* %719, null
  br i1 %720, label %724, label %721

721:                                              ; preds = %716
  %722 = bitcast %struct.X* %719 to i8*
  %723 = call i8* @__dynamic_cast(i8* nonnull %722, i8* bitcast ({ i8*, i8* }* @_ZTI1X to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32, i8*, i32 }* @_ZTI3PXY to i8*), i32 -2) #10
  br label %724

724:                                              ; preds = %716, %721
  %725 = phi i8* [ %723, %721 ], [ null, %716 ]
  call fastcc void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.77, i32 0, i32 0), i8* noundef %725)
  %726 = bitcast %struct.X** %15 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %726)
  store volatile %struct.X* %709, %struct.X** %15, align 4, !tbaa !13
  %727 = load volatile %struct.X*, %struct.X** %15, align 4, !tbaa !13
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %726)
  %728 = icmp eq %struct.X* %727, null
  br i1 %728, label %732, label %729

729:                                              ; preds = %724
  %730 = bitcast %struct.X* %727 to i8*
  %731 = call i8* @__dynamic_cast(i8* nonnull %730, i8* bitcast ({ i8*, i8* }* @_ZTI1X to i8*), i8* bitcast ({ i8*, i8* }* @_ZTI1Y to i8*), i32 -2) #10
  br label %732

732:                                              ; preds = %724, %729
  %733 = phi i8* [ %731, %729 ], [ null, %724 ]
  call fastcc void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([21 x i8], [21 x i8]* @.str.78, i32 0, i32 0), i8* noundef %733)
  %734 = getelementptr inbounds %struct.PXY, %struct.PXY* %73, i32 0, i32 1
  %735 = bitcast %struct.Y** %14 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %735)
  store volatile %struct.Y* %734, %struct.Y** %14, align 4, !tbaa !13
  %736 = load volatile %struct.Y*, %struct.Y** %14, align 4, !tbaa !13
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %735)
  %737 = icmp eq %struct.Y* %736, null
  br i1 %737, label %741, label %738

738:                                              ; preds = %732
  %739 = bitcast %struct.Y* %736 to i8*
  %740 = call i8* @__dynamic_cast(i8* nonnull %739, i8* bitcast ({ i8*, i8* }* @_ZTI1Y to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32 }* @_ZTI2PX to i8*), i32 -2) #10
  br label %741

741:                                              ; preds = %732, %738
  %742 = phi i8* [ %740, %738 ], [ null, %732 ]
  call fastcc void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.79, i32 0, i32 0), i8* noundef %742)
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %702) #10
  call void @llvm.lifetime.end.p0i8(i64 20, i8* nonnull %672) #10
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %631) #10
  call void @llvm.lifetime.end.p0i8(i64 12, i8* nonnull %618) #10
  call void @llvm.lifetime.end.p0i8(i64 12, i8* nonnull %593) #10
  %743 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @str.110, i32 0, i32 0))
  store i8* getelementptr inbounds ([28 x i8], [28 x i8]* @_ZL10cd_storage, i32 0, i32 0), i8** @_ZL5whole, align 4, !tbaa !13
  store i32 10, i32* bitcast (i8* getelementptr inbounds ([28 x i8], [28 x i8]* @_ZL10cd_storage, i32 0, i32 24) to i32*), align 4, !tbaa !15
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [3 x i8*] }, { [3 x i8*] }* @_ZTV1Z, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** bitcast ([28 x i8]* @_ZL10cd_storage to i32 (...)***), align 4, !tbaa !6
  store i32 9, i32* bitcast (i8* getelementptr inbounds ([28 x i8], [28 x i8]* @_ZL10cd_storage, i32 0, i32 4) to i32*), align 4, !tbaa !45
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [3 x i8*], [4 x i8*] }, { [3 x i8*], [4 x i8*] }* @_ZTC2CD8_2CV, i32 0, inrange i32 0, i32 3) to i32 (...)**), i32 (...)*** bitcast (i8* getelementptr inbounds ([28 x i8], [28 x i8]* @_ZL10cd_storage, i32 0, i32 8) to i32 (...)***), align 4, !tbaa !6
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [3 x i8*], [4 x i8*] }, { [3 x i8*], [4 x i8*] }* @_ZTC2CD8_2CV, i32 0, inrange i32 1, i32 3) to i32 (...)**), i32 (...)*** bitcast (i8* getelementptr inbounds ([28 x i8], [28 x i8]* @_ZL10cd_storage, i32 0, i32 20) to i32 (...)***), align 4, !tbaa !6
  store i32 29, i32* bitcast (i8* getelementptr inbounds ([28 x i8], [28 x i8]* @_ZL10cd_storage, i32 0, i32 12) to i32*), align 4, !tbaa !9
  call fastcc void @_ZL7in_ctorP1V(%struct.V* noundef nonnull bitcast (i8* getelementptr inbounds ([28 x i8], [28 x i8]* @_ZL10cd_storage, i32 0, i32 20) to %struct.V*)) #10
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [4 x i8*], [3 x i8*], [4 x i8*] }, { [4 x i8*], [3 x i8*], [4 x i8*] }* @_ZTV2CD, i32 0, inrange i32 0, i32 3) to i32 (...)**), i32 (...)*** bitcast ([28 x i8]* @_ZL10cd_storage to i32 (...)***), align 4, !tbaa !6
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [4 x i8*], [3 x i8*], [4 x i8*] }, { [4 x i8*], [3 x i8*], [4 x i8*] }* @_ZTV2CD, i32 0, inrange i32 1, i32 3) to i32 (...)**), i32 (...)*** bitcast (i8* getelementptr inbounds ([28 x i8], [28 x i8]* @_ZL10cd_storage, i32 0, i32 8) to i32 (...)***), align 4, !tbaa !6
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [4 x i8*], [3 x i8*], [4 x i8*] }, { [4 x i8*], [3 x i8*], [4 x i8*] }* @_ZTV2CD, i32 0, inrange i32 2, i32 3) to i32 (...)**), i32 (...)*** bitcast (i8* getelementptr inbounds ([28 x i8], [28 x i8]* @_ZL10cd_storage, i32 0, i32 20) to i32 (...)***), align 4, !tbaa !6
  store i32 30, i32* bitcast (i8* getelementptr inbounds ([28 x i8], [28 x i8]* @_ZL10cd_storage, i32 0, i32 16) to i32*), align 4, !tbaa !77
  %744 = bitcast %struct.V** %13 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %744)
  store volatile %struct.V* bitcast (i8* getelementptr inbounds ([28 x i8], [28 x i8]* @_ZL10cd_storage, i32 0, i32 20) to %struct.V*), %struct.V** %13, align 4, !tbaa !13
  %745 = load volatile %struct.V*, %struct.V** %13, align 4, !tbaa !13
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %744)
  %746 = icmp eq %struct.V* %745, null
  br i1 %746, label %750, label %747

747:                                              ; preds = %741
  %748 = bitcast %struct.V* %745 to i8*
  %749 = call i8* @__dynamic_cast(i8* nonnull %748, i8* bitcast ({ i8*, i8* }* @_ZTI1V to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32 }* @_ZTI2CV to i8*), i32 -1) #10
  br label %750

750:                                              ; preds = %741, %747
  %751 = phi i8* [ %749, %747 ], [ null, %741 ]
  call fastcc void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.81, i32 0, i32 0), i8* noundef %751)
  %752 = load i8*, i8** bitcast ([28 x i8]* @_ZL10cd_storage to i8**), align 4, !tbaa !6
  %753 = getelementptr i8, i8* %752, i32 -12
  %754 = bitcast i8* %753 to i32*
  %755 = load i32, i32* %754, align 4
  %756 = getelementptr inbounds [28 x i8], [28 x i8]* @_ZL10cd_storage, i32 0, i32 %755
  %757 = bitcast i8* %756 to %struct.V*
  %758 = bitcast %struct.V** %12 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %758)
  store volatile %struct.V* %757, %struct.V** %12, align 4, !tbaa !13
  %759 = load volatile %struct.V*, %struct.V** %12, align 4, !tbaa !13
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %758)
  %760 = icmp eq %struct.V* %759, null
  br i1 %760, label %764, label %761

761:                                              ; preds = %750
  %762 = bitcast %struct.V* %759 to i8*
  %763 = call i8* @__dynamic_cast(i8* nonnull %762, i8* bitcast ({ i8*, i8* }* @_ZTI1V to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32, i8*, i32 }* @_ZTI2CD to i8*), i32 -1) #10
  br label %764

764:                                              ; preds = %750, %761
  %765 = phi i8* [ %763, %761 ], [ null, %750 ]
  call fastcc void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.82, i32 0, i32 0), i8* noundef %765)
  %766 = bitcast %struct.Z** %11 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %766)
  store volatile %struct.Z* bitcast ([28 x i8]* @_ZL10cd_storage to %struct.Z*), %struct.Z** %11, align 4, !tbaa !13
  %767 = load volatile %struct.Z*, %struct.Z** %11, align 4, !tbaa !13
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %766)
  %768 = icmp eq %struct.Z* %767, null
  br i1 %768, label %772, label %769

769:                                              ; preds = %764
  %770 = bitcast %struct.Z* %767 to i8*
  %771 = call i8* @__dynamic_cast(i8* nonnull %770, i8* bitcast ({ i8*, i8* }* @_ZTI1Z to i8*), i8* bitcast ({ i8*, i8* }* @_ZTI1V to i8*), i32 -2) #10
  br label %772

772:                                              ; preds = %764, %769
  %773 = phi i8* [ %771, %769 ], [ null, %764 ]
  call fastcc void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str.83, i32 0, i32 0), i8* noundef %773)
  %774 = load i8*, i8** bitcast ([28 x i8]* @_ZL10cd_storage to i8**), align 4, !tbaa !6
  %775 = getelementptr i8, i8* %774, i32 -12
  %776 = bitcast i8* %775 to i32*
  %777 = load i32, i32* %776, align 4
  %778 = getelementptr inbounds [28 x i8], [28 x i8]* @_ZL10cd_storage, i32 0, i32 %777
  %779 = bitcast i8* %778 to %struct.V*
  %780 = bitcast %struct.V** %10 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %780)
  store volatile %struct.V* %779, %struct.V** %10, align 4, !tbaa !13
  %781 = load volatile %struct.V*, %struct.V** %10, align 4, !tbaa !13
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %780)
  %782 = icmp eq %struct.V* %781, null
  br i1 %782, label %790, label %783

783:                                              ; preds = %772
  %784 = bitcast %struct.V* %781 to i32**
  %785 = load i32*, i32** %784, align 4, !tbaa !6
  %786 = getelementptr inbounds i32, i32* %785, i32 -2
  %787 = load i32, i32* %786, align 4
  %788 = bitcast %struct.V* %781 to i8*
  %789 = getelementptr inbounds i8, i8* %788, i32 %787
  br label %790

790:                                              ; preds = %772, %783
  %791 = phi i8* [ %789, %783 ], [ null, %772 ]
  call fastcc void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.84, i32 0, i32 0), i8* noundef %791)
  %792 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @str.111, i32 0, i32 0))
  %793 = bitcast %struct.D* %74 to i8*
  call void @llvm.lifetime.start.p0i8(i64 28, i8* nonnull %793) #10
  %794 = getelementptr inbounds %struct.D, %struct.D* %74, i32 0, i32 3, i32 0
  %795 = getelementptr inbounds %struct.D, %struct.D* %74, i32 0, i32 3, i32 1
  store i32 10, i32* %795, align 4, !tbaa !15
  %796 = getelementptr inbounds %struct.D, %struct.D* %74, i32 0, i32 0, i32 0
  %797 = getelementptr inbounds %struct.D, %struct.D* %74, i32 0, i32 0, i32 1
  store i32 11, i32* %797, align 4, !tbaa !31
  %798 = getelementptr inbounds %struct.D, %struct.D* %74, i32 0, i32 1, i32 0
  %799 = getelementptr inbounds %struct.D, %struct.D* %74, i32 0, i32 1, i32 1
  store i32 12, i32* %799, align 4, !tbaa !33
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [3 x i8*], [3 x i8*], [4 x i8*] }, { [3 x i8*], [3 x i8*], [4 x i8*] }* @_ZTV1D, i32 0, inrange i32 0, i32 3) to i32 (...)**), i32 (...)*** %796, align 4, !tbaa !6
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [3 x i8*], [3 x i8*], [4 x i8*] }, { [3 x i8*], [3 x i8*], [4 x i8*] }* @_ZTV1D, i32 0, inrange i32 2, i32 3) to i32 (...)**), i32 (...)*** %794, align 4, !tbaa !6
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [3 x i8*], [3 x i8*], [4 x i8*] }, { [3 x i8*], [3 x i8*], [4 x i8*] }* @_ZTV1D, i32 0, inrange i32 1, i32 3) to i32 (...)**), i32 (...)*** %798, align 4, !tbaa !6
  %800 = getelementptr inbounds %struct.D, %struct.D* %74, i32 0, i32 2
  store i32 13, i32* %800, align 4, !tbaa !35
  store %struct.D* %74, %struct.D** bitcast (i8** @_ZL5whole to %struct.D**), align 4, !tbaa !13
  %801 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @str.112, i32 0, i32 0))
  %802 = bitcast %struct.D* %74 to i8**
  %803 = load i8*, i8** %802, align 4, !tbaa !6
  %804 = getelementptr i8, i8* %803, i32 -12
  %805 = bitcast i8* %804 to i32*
  %806 = load i32, i32* %805, align 4
  %807 = getelementptr inbounds i8, i8* %793, i32 %806
  %808 = bitcast i8* %807 to %struct.V*
  %809 = bitcast %struct.V** %9 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %809)
  store volatile %struct.V* %808, %struct.V** %9, align 4, !tbaa !13
  %810 = load volatile %struct.V*, %struct.V** %9, align 4, !tbaa !13
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %809)
  %811 = call fastcc noundef i32 @_ZL8ref_castI1D1VEiRT0_(%struct.V* noundef nonnull align 4 dereferenceable(8) %810), !range !79
  %812 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @str.113, i32 0, i32 0))
  %813 = load i8*, i8** %802, align 4, !tbaa !6
  %814 = getelementptr i8, i8* %813, i32 -12
  %815 = bitcast i8* %814 to i32*
  %816 = load i32, i32* %815, align 4
  %817 = getelementptr inbounds i8, i8* %793, i32 %816
  %818 = bitcast i8* %817 to %struct.V*
  %819 = bitcast %struct.V** %8 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %819)
  store volatile %struct.V* %818, %struct.V** %8, align 4, !tbaa !13
  %820 = load volatile %struct.V*, %struct.V** %8, align 4, !tbaa !13
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %819)
  %821 = call fastcc noundef i32 @_ZL8ref_castI1R1VEiRT0_(%struct.V* noundef nonnull align 4 dereferenceable(8) %820), !range !79
  %822 = add nuw nsw i32 %821, %811
  %823 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @str.114, i32 0, i32 0))
  %824 = bitcast %struct.D* %74 to %struct.L*
  %825 = bitcast %struct.L** %7 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %825)
  store volatile %struct.L* %824, %struct.L** %7, align 4, !tbaa !13
  %826 = load volatile %struct.L*, %struct.L** %7, align 4, !tbaa !13
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %825)
  %827 = call fastcc noundef i32 @_ZL8ref_castI1R1LEiRT0_(%struct.L* noundef nonnull align 4 dereferenceable(8) %826), !range !79
  %828 = add nuw nsw i32 %822, %827
  %829 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @str.115, i32 0, i32 0))
  %830 = load i8*, i8** %802, align 4, !tbaa !6
  %831 = getelementptr i8, i8* %830, i32 -12
  %832 = bitcast i8* %831 to i32*
  %833 = load i32, i32* %832, align 4
  %834 = getelementptr inbounds i8, i8* %793, i32 %833
  %835 = bitcast i8* %834 to %struct.V*
  %836 = bitcast %struct.V** %6 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %836)
  store volatile %struct.V* %835, %struct.V** %6, align 4, !tbaa !13
  %837 = load volatile %struct.V*, %struct.V** %6, align 4, !tbaa !13
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %836)
  %838 = call fastcc noundef i32 @_ZL8ref_castI1M1VEiRT0_(%struct.V* noundef nonnull align 4 dereferenceable(8) %837), !range !79
  %839 = add nuw nsw i32 %828, %838
  %840 = bitcast %struct.C* %75 to i8*
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %840) #10
  %841 = getelementptr inbounds %struct.C, %struct.C* %75, i32 0, i32 0, i32 0, i32 0
  %842 = getelementptr inbounds %struct.C, %struct.C* %75, i32 0, i32 0, i32 0, i32 1
  store i32 1, i32* %842, align 4, !tbaa !17
  %843 = getelementptr inbounds %struct.C, %struct.C* %75, i32 0, i32 0, i32 1
  store i32 2, i32* %843, align 4, !tbaa !19
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [3 x i8*] }, { [3 x i8*] }* @_ZTV1C, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %841, align 4, !tbaa !6
  %844 = getelementptr inbounds %struct.C, %struct.C* %75, i32 0, i32 1
  store i32 3, i32* %844, align 4, !tbaa !21
  store %struct.C* %75, %struct.C** bitcast (i8** @_ZL5whole to %struct.C**), align 4, !tbaa !13
  %845 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @str.116, i32 0, i32 0))
  %846 = getelementptr inbounds %struct.C, %struct.C* %75, i32 0, i32 0, i32 0
  %847 = bitcast %struct.A** %5 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %847)
  store volatile %struct.A* %846, %struct.A** %5, align 4, !tbaa !13
  %848 = load volatile %struct.A*, %struct.A** %5, align 4, !tbaa !13
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %847)
  %849 = call fastcc noundef i32 @_ZL8ref_castI3Sib1AEiRT0_(%struct.A* noundef nonnull align 4 dereferenceable(8) %848), !range !79
  %850 = add nuw nsw i32 %839, %849
  %851 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @str.117, i32 0, i32 0))
  %852 = bitcast %struct.A** %4 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %852)
  store volatile %struct.A* %846, %struct.A** %4, align 4, !tbaa !13
  %853 = load volatile %struct.A*, %struct.A** %4, align 4, !tbaa !13
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %852)
  %854 = call fastcc noundef i32 @_ZL8ref_castI3Fin1AEiRT0_(%struct.A* noundef nonnull align 4 dereferenceable(8) %853), !range !79
  %855 = add nuw nsw i32 %850, %854
  %856 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @str.118, i32 0, i32 0))
  %857 = bitcast %struct.A** %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %857)
  store volatile %struct.A* %846, %struct.A** %3, align 4, !tbaa !13
  %858 = load volatile %struct.A*, %struct.A** %3, align 4, !tbaa !13
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %857)
  %859 = call fastcc noundef i32 @_ZL8ref_castI1X1AEiRT0_(%struct.A* noundef nonnull align 4 dereferenceable(8) %858), !range !79
  %860 = add nuw nsw i32 %855, %859
  %861 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @str.119, i32 0, i32 0))
  %862 = bitcast %struct.A** %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %862)
  store volatile %struct.A* %846, %struct.A** %2, align 4, !tbaa !13
  %863 = load volatile %struct.A*, %struct.A** %2, align 4, !tbaa !13
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %862)
  %864 = call fastcc noundef i32 @_ZL8ref_castIK1C1AEiRT0_(%struct.A* noundef nonnull align 4 dereferenceable(8) %863), !range !79
  %865 = add nuw nsw i32 %860, %864
  %866 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([26 x i8], [26 x i8]* @.str.94, i32 0, i32 0), i32 noundef %865)
  %867 = bitcast %struct.A** %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %867)
  store volatile %struct.A* %846, %struct.A** %1, align 4, !tbaa !13
  %868 = load volatile %struct.A*, %struct.A** %1, align 4, !tbaa !13
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %867)
  %869 = bitcast %struct.A* %868 to i8*
  %870 = call i8* @__dynamic_cast(i8* %869, i8* bitcast ({ i8*, i8* }* @_ZTI1A to i8*), i8* bitcast ({ i8*, i8*, i8* }* @_ZTI3Sib to i8*), i32 0) #10
  %871 = icmp eq i8* %870, null
  br i1 %871, label %872, label %874

872:                                              ; preds = %790
  invoke void @__cxa_bad_cast() #11
          to label %873 unwind label %879

873:                                              ; preds = %872
  unreachable

874:                                              ; preds = %790
  %875 = getelementptr inbounds i8, i8* %870, i32 8
  %876 = bitcast i8* %875 to i32*
  %877 = load i32, i32* %876, align 4, !tbaa !80
  %878 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.95, i32 0, i32 0), i32 noundef %877)
  br label %894

879:                                              ; preds = %872
  %880 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTISt9exception to i8*)
  %881 = extractvalue { i8*, i32 } %880, 1
  %882 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTISt9exception to i8*)) #10
  %883 = icmp eq i32 %881, %882
  br i1 %883, label %884, label %895

884:                                              ; preds = %879
  %885 = extractvalue { i8*, i32 } %880, 0
  %886 = call i8* @__cxa_begin_catch(i8* %885) #10
  %887 = bitcast i8* %886 to %"class.std::exception"*
  %888 = bitcast i8* %886 to i8* (%"class.std::exception"*)***
  %889 = load i8* (%"class.std::exception"*)**, i8* (%"class.std::exception"*)*** %888, align 4, !tbaa !6
  %890 = getelementptr inbounds i8* (%"class.std::exception"*)*, i8* (%"class.std::exception"*)** %889, i32 2
  %891 = load i8* (%"class.std::exception"*)*, i8* (%"class.std::exception"*)** %890, align 4
  %892 = call noundef i8* %891(%"class.std::exception"* noundef nonnull align 4 dereferenceable(4) %887) #10
  %893 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([23 x i8], [23 x i8]* @.str.96, i32 0, i32 0), i8* noundef %892)
  call void @__cxa_end_catch()
  br label %894

894:                                              ; preds = %884, %874
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %840) #10
  call void @llvm.lifetime.end.p0i8(i64 28, i8* nonnull %793) #10
  ret i32 0

895:                                              ; preds = %879
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %840) #10
  call void @llvm.lifetime.end.p0i8(i64 28, i8* nonnull %793) #10
  resume { i8*, i32 } %880
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #4

; Function Attrs: mustprogress nofree noinline nounwind uwtable
define internal fastcc void @_ZL4showPKcPKv(i8* noundef %0, i8* noundef %1) unnamed_addr #1 {
  %3 = icmp eq i8* %1, null
  br i1 %3, label %4, label %6

4:                                                ; preds = %2
  %5 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.101, i32 0, i32 0), i8* noundef %0)
  br label %12

6:                                                ; preds = %2
  %7 = load i8*, i8** @_ZL5whole, align 4, !tbaa !13
  %8 = ptrtoint i8* %1 to i32
  %9 = ptrtoint i8* %7 to i32
  %10 = sub i32 %8, %9
  %11 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.102, i32 0, i32 0), i8* noundef %0, i32 noundef %10)
  br label %12

12:                                               ; preds = %6, %4
  ret void
}

; Function Attrs: nofree nounwind readonly
declare i8* @__dynamic_cast(i8*, i8*, i8*, i32) local_unnamed_addr #5

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #4

; Function Attrs: mustprogress noinline norecurse uwtable
define internal fastcc noundef i32 @_ZL8ref_castI1D1VEiRT0_(%struct.V* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #6 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %2 = bitcast %struct.V* %0 to i8*
  %3 = tail call i8* @__dynamic_cast(i8* nonnull %2, i8* bitcast ({ i8*, i8* }* @_ZTI1V to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32, i8*, i32 }* @_ZTI1D to i8*), i32 -1) #10
  %4 = icmp eq i8* %3, null
  br i1 %4, label %5, label %7

5:                                                ; preds = %1
  invoke void @__cxa_bad_cast() #11
          to label %6 unwind label %8

6:                                                ; preds = %5
  unreachable

7:                                                ; preds = %1
  tail call fastcc void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.103, i32 0, i32 0), i8* noundef nonnull %3)
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
  %18 = load i8* (%"class.std::bad_cast"*)**, i8* (%"class.std::bad_cast"*)*** %17, align 4, !tbaa !6
  %19 = getelementptr inbounds i8* (%"class.std::bad_cast"*)*, i8* (%"class.std::bad_cast"*)** %18, i32 2
  %20 = load i8* (%"class.std::bad_cast"*)*, i8* (%"class.std::bad_cast"*)** %19, align 4
  %21 = tail call noundef i8* %20(%"class.std::bad_cast"* noundef nonnull align 4 dereferenceable(4) %16) #10
  %22 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.104, i32 0, i32 0), i8* noundef %21)
  tail call void @__cxa_end_catch()
  br label %23

23:                                               ; preds = %7, %13
  %24 = phi i32 [ 0, %13 ], [ 1, %7 ]
  ret i32 %24

25:                                               ; preds = %8
  resume { i8*, i32 } %9
}

; Function Attrs: mustprogress noinline norecurse uwtable
define internal fastcc noundef i32 @_ZL8ref_castI1R1VEiRT0_(%struct.V* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #6 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %2 = bitcast %struct.V* %0 to i8*
  %3 = tail call i8* @__dynamic_cast(i8* nonnull %2, i8* bitcast ({ i8*, i8* }* @_ZTI1V to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32 }* @_ZTI1R to i8*), i32 -1) #10
  %4 = icmp eq i8* %3, null
  br i1 %4, label %5, label %7

5:                                                ; preds = %1
  invoke void @__cxa_bad_cast() #11
          to label %6 unwind label %8

6:                                                ; preds = %5
  unreachable

7:                                                ; preds = %1
  tail call fastcc void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.103, i32 0, i32 0), i8* noundef nonnull %3)
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
  %18 = load i8* (%"class.std::bad_cast"*)**, i8* (%"class.std::bad_cast"*)*** %17, align 4, !tbaa !6
  %19 = getelementptr inbounds i8* (%"class.std::bad_cast"*)*, i8* (%"class.std::bad_cast"*)** %18, i32 2
  %20 = load i8* (%"class.std::bad_cast"*)*, i8* (%"class.std::bad_cast"*)** %19, align 4
  %21 = tail call noundef i8* %20(%"class.std::bad_cast"* noundef nonnull align 4 dereferenceable(4) %16) #10
  %22 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.104, i32 0, i32 0), i8* noundef %21)
  tail call void @__cxa_end_catch()
  br label %23

23:                                               ; preds = %7, %13
  %24 = phi i32 [ 0, %13 ], [ 1, %7 ]
  ret i32 %24

25:                                               ; preds = %8
  resume { i8*, i32 } %9
}

; Function Attrs: mustprogress noinline norecurse uwtable
define internal fastcc noundef i32 @_ZL8ref_castI1R1LEiRT0_(%struct.L* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #6 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %2 = bitcast %struct.L* %0 to i8*
  %3 = tail call i8* @__dynamic_cast(i8* nonnull %2, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32 }* @_ZTI1L to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32 }* @_ZTI1R to i8*), i32 -2) #10
  %4 = icmp eq i8* %3, null
  br i1 %4, label %5, label %7

5:                                                ; preds = %1
  invoke void @__cxa_bad_cast() #11
          to label %6 unwind label %8

6:                                                ; preds = %5
  unreachable

7:                                                ; preds = %1
  tail call fastcc void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.103, i32 0, i32 0), i8* noundef nonnull %3)
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
  %18 = load i8* (%"class.std::bad_cast"*)**, i8* (%"class.std::bad_cast"*)*** %17, align 4, !tbaa !6
  %19 = getelementptr inbounds i8* (%"class.std::bad_cast"*)*, i8* (%"class.std::bad_cast"*)** %18, i32 2
  %20 = load i8* (%"class.std::bad_cast"*)*, i8* (%"class.std::bad_cast"*)** %19, align 4
  %21 = tail call noundef i8* %20(%"class.std::bad_cast"* noundef nonnull align 4 dereferenceable(4) %16) #10
  %22 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.104, i32 0, i32 0), i8* noundef %21)
  tail call void @__cxa_end_catch()
  br label %23

23:                                               ; preds = %7, %13
  %24 = phi i32 [ 0, %13 ], [ 1, %7 ]
  ret i32 %24

25:                                               ; preds = %8
  resume { i8*, i32 } %9
}

; Function Attrs: mustprogress noinline norecurse uwtable
define internal fastcc noundef i32 @_ZL8ref_castI1M1VEiRT0_(%struct.V* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #6 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %2 = bitcast %struct.V* %0 to i8*
  %3 = tail call i8* @__dynamic_cast(i8* nonnull %2, i8* bitcast ({ i8*, i8* }* @_ZTI1V to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32, i8*, i32, i8*, i32 }* @_ZTI1M to i8*), i32 -1) #10
  %4 = icmp eq i8* %3, null
  br i1 %4, label %5, label %7

5:                                                ; preds = %1
  invoke void @__cxa_bad_cast() #11
          to label %6 unwind label %8

6:                                                ; preds = %5
  unreachable

7:                                                ; preds = %1
  tail call fastcc void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.103, i32 0, i32 0), i8* noundef nonnull %3)
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
  %18 = load i8* (%"class.std::bad_cast"*)**, i8* (%"class.std::bad_cast"*)*** %17, align 4, !tbaa !6
  %19 = getelementptr inbounds i8* (%"class.std::bad_cast"*)*, i8* (%"class.std::bad_cast"*)** %18, i32 2
  %20 = load i8* (%"class.std::bad_cast"*)*, i8* (%"class.std::bad_cast"*)** %19, align 4
  %21 = tail call noundef i8* %20(%"class.std::bad_cast"* noundef nonnull align 4 dereferenceable(4) %16) #10
  %22 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.104, i32 0, i32 0), i8* noundef %21)
  tail call void @__cxa_end_catch()
  br label %23

23:                                               ; preds = %7, %13
  %24 = phi i32 [ 0, %13 ], [ 1, %7 ]
  ret i32 %24

25:                                               ; preds = %8
  resume { i8*, i32 } %9
}

; Function Attrs: mustprogress noinline norecurse uwtable
define internal fastcc noundef i32 @_ZL8ref_castI3Sib1AEiRT0_(%struct.A* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #6 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %2 = bitcast %struct.A* %0 to i8*
  %3 = tail call i8* @__dynamic_cast(i8* nonnull %2, i8* bitcast ({ i8*, i8* }* @_ZTI1A to i8*), i8* bitcast ({ i8*, i8*, i8* }* @_ZTI3Sib to i8*), i32 0) #10
  %4 = icmp eq i8* %3, null
  br i1 %4, label %5, label %7

5:                                                ; preds = %1
  invoke void @__cxa_bad_cast() #11
          to label %6 unwind label %8

6:                                                ; preds = %5
  unreachable

7:                                                ; preds = %1
  tail call fastcc void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.103, i32 0, i32 0), i8* noundef nonnull %3)
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
  %18 = load i8* (%"class.std::bad_cast"*)**, i8* (%"class.std::bad_cast"*)*** %17, align 4, !tbaa !6
  %19 = getelementptr inbounds i8* (%"class.std::bad_cast"*)*, i8* (%"class.std::bad_cast"*)** %18, i32 2
  %20 = load i8* (%"class.std::bad_cast"*)*, i8* (%"class.std::bad_cast"*)** %19, align 4
  %21 = tail call noundef i8* %20(%"class.std::bad_cast"* noundef nonnull align 4 dereferenceable(4) %16) #10
  %22 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.104, i32 0, i32 0), i8* noundef %21)
  tail call void @__cxa_end_catch()
  br label %23

23:                                               ; preds = %7, %13
  %24 = phi i32 [ 0, %13 ], [ 1, %7 ]
  ret i32 %24

25:                                               ; preds = %8
  resume { i8*, i32 } %9
}

; Function Attrs: mustprogress noinline norecurse uwtable
define internal fastcc noundef i32 @_ZL8ref_castI3Fin1AEiRT0_(%struct.A* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #6 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %2 = bitcast %struct.A* %0 to i8*
  %3 = tail call i8* @__dynamic_cast(i8* nonnull %2, i8* bitcast ({ i8*, i8* }* @_ZTI1A to i8*), i8* bitcast ({ i8*, i8*, i8* }* @_ZTI3Fin to i8*), i32 0) #10
  %4 = icmp eq i8* %3, null
  br i1 %4, label %5, label %7

5:                                                ; preds = %1
  invoke void @__cxa_bad_cast() #11
          to label %6 unwind label %8

6:                                                ; preds = %5
  unreachable

7:                                                ; preds = %1
  tail call fastcc void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.103, i32 0, i32 0), i8* noundef nonnull %3)
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
  %18 = load i8* (%"class.std::bad_cast"*)**, i8* (%"class.std::bad_cast"*)*** %17, align 4, !tbaa !6
  %19 = getelementptr inbounds i8* (%"class.std::bad_cast"*)*, i8* (%"class.std::bad_cast"*)** %18, i32 2
  %20 = load i8* (%"class.std::bad_cast"*)*, i8* (%"class.std::bad_cast"*)** %19, align 4
  %21 = tail call noundef i8* %20(%"class.std::bad_cast"* noundef nonnull align 4 dereferenceable(4) %16) #10
  %22 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.104, i32 0, i32 0), i8* noundef %21)
  tail call void @__cxa_end_catch()
  br label %23

23:                                               ; preds = %7, %13
  %24 = phi i32 [ 0, %13 ], [ 1, %7 ]
  ret i32 %24

25:                                               ; preds = %8
  resume { i8*, i32 } %9
}

; Function Attrs: mustprogress noinline norecurse uwtable
define internal fastcc noundef i32 @_ZL8ref_castI1X1AEiRT0_(%struct.A* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #6 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %2 = bitcast %struct.A* %0 to i8*
  %3 = tail call i8* @__dynamic_cast(i8* nonnull %2, i8* bitcast ({ i8*, i8* }* @_ZTI1A to i8*), i8* bitcast ({ i8*, i8* }* @_ZTI1X to i8*), i32 -2) #10
  %4 = icmp eq i8* %3, null
  br i1 %4, label %5, label %7

5:                                                ; preds = %1
  invoke void @__cxa_bad_cast() #11
          to label %6 unwind label %8

6:                                                ; preds = %5
  unreachable

7:                                                ; preds = %1
  tail call fastcc void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.103, i32 0, i32 0), i8* noundef nonnull %3)
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
  %18 = load i8* (%"class.std::bad_cast"*)**, i8* (%"class.std::bad_cast"*)*** %17, align 4, !tbaa !6
  %19 = getelementptr inbounds i8* (%"class.std::bad_cast"*)*, i8* (%"class.std::bad_cast"*)** %18, i32 2
  %20 = load i8* (%"class.std::bad_cast"*)*, i8* (%"class.std::bad_cast"*)** %19, align 4
  %21 = tail call noundef i8* %20(%"class.std::bad_cast"* noundef nonnull align 4 dereferenceable(4) %16) #10
  %22 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.104, i32 0, i32 0), i8* noundef %21)
  tail call void @__cxa_end_catch()
  br label %23

23:                                               ; preds = %7, %13
  %24 = phi i32 [ 0, %13 ], [ 1, %7 ]
  ret i32 %24

25:                                               ; preds = %8
  resume { i8*, i32 } %9
}

; Function Attrs: mustprogress noinline norecurse uwtable
define internal fastcc noundef i32 @_ZL8ref_castIK1C1AEiRT0_(%struct.A* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #6 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %2 = bitcast %struct.A* %0 to i8*
  %3 = tail call i8* @__dynamic_cast(i8* nonnull %2, i8* bitcast ({ i8*, i8* }* @_ZTI1A to i8*), i8* bitcast ({ i8*, i8*, i8* }* @_ZTI1C to i8*), i32 0) #10
  %4 = icmp eq i8* %3, null
  br i1 %4, label %5, label %7

5:                                                ; preds = %1
  invoke void @__cxa_bad_cast() #11
          to label %6 unwind label %8

6:                                                ; preds = %5
  unreachable

7:                                                ; preds = %1
  tail call fastcc void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.103, i32 0, i32 0), i8* noundef nonnull %3)
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
  %18 = load i8* (%"class.std::bad_cast"*)**, i8* (%"class.std::bad_cast"*)*** %17, align 4, !tbaa !6
  %19 = getelementptr inbounds i8* (%"class.std::bad_cast"*)*, i8* (%"class.std::bad_cast"*)** %18, i32 2
  %20 = load i8* (%"class.std::bad_cast"*)*, i8* (%"class.std::bad_cast"*)** %19, align 4
  %21 = tail call noundef i8* %20(%"class.std::bad_cast"* noundef nonnull align 4 dereferenceable(4) %16) #10
  %22 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.104, i32 0, i32 0), i8* noundef %21)
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
define linkonce_odr dso_local void @_ZN1V2fVEv(%struct.V* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #8 comdat align 2 {
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN1A2fAEv(%struct.A* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #8 comdat align 2 {
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN1X2fXEv(%struct.X* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #8 comdat align 2 {
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN1Y2fYEv(%struct.Y* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #8 comdat align 2 {
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN1Z2fZEv(%struct.Z* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #8 comdat align 2 {
  ret void
}

; Function Attrs: nofree nounwind
declare noundef i32 @puts(i8* nocapture noundef readonly) local_unnamed_addr #9

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree noinline nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { norecurse uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #4 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #5 = { nofree nounwind readonly }
attributes #6 = { mustprogress noinline norecurse uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree nosync nounwind readnone }
attributes #8 = { mustprogress nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #9 = { nofree nounwind }
attributes #10 = { nounwind }
attributes #11 = { noreturn }


!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 7, !"PIC Level", i32 2}
!3 = !{i32 7, !"PIE Level", i32 2}
!4 = !{i32 7, !"uwtable", i32 1}
!5 = !{!"Debian clang version"}
!6 = !{!7, !7, i64 0}
!7 = !{!"vtable pointer", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = !{!10, !11, i64 4}
!10 = !{!"_ZTS2CV", !11, i64 4}
!11 = !{!"int", !12, i64 0}
!12 = !{!"omnipotent char", !8, i64 0}
!13 = !{!14, !14, i64 0}
!14 = !{!"any pointer", !12, i64 0}
!15 = !{!16, !11, i64 4}
!16 = !{!"_ZTS1V", !11, i64 4}
!17 = !{!18, !11, i64 4}
!18 = !{!"_ZTS1A", !11, i64 4}
!19 = !{!20, !11, i64 8}
!20 = !{!"_ZTS1B", !11, i64 8}
!21 = !{!22, !11, i64 12}
!22 = !{!"_ZTS1C", !11, i64 12}
!23 = !{!24, !11, i64 12}
!24 = !{!"_ZTS3Fin", !11, i64 12}
!25 = !{!26, !11, i64 4}
!26 = !{!"_ZTS1X", !11, i64 4}
!27 = !{!28, !11, i64 4}
!28 = !{!"_ZTS1Y", !11, i64 4}
!29 = !{!30, !11, i64 16}
!30 = !{!"_ZTS2XY", !11, i64 16}
!31 = !{!32, !11, i64 4}
!32 = !{!"_ZTS1L", !11, i64 4}
!33 = !{!34, !11, i64 4}
!34 = !{!"_ZTS1R", !11, i64 4}
!35 = !{!36, !11, i64 16}
!36 = !{!"_ZTS1D", !11, i64 16}
!37 = !{!38, !11, i64 4}
!38 = !{!"_ZTS2L2", !11, i64 4}
!39 = !{!40, !11, i64 4}
!40 = !{!"_ZTS2R2", !11, i64 4}
!41 = !{!42, !11, i64 16}
!42 = !{!"_ZTS2D2", !11, i64 16}
!43 = !{!44, !11, i64 8}
!44 = !{!"_ZTS2NV", !11, i64 8}
!45 = !{!46, !11, i64 4}
!46 = !{!"_ZTS1Z", !11, i64 4}
!47 = !{!48, !11, i64 28}
!48 = !{!"_ZTS1M", !11, i64 28}
!49 = !{!50, !11, i64 8}
!50 = !{!"_ZTS2A1", !11, i64 8}
!51 = !{!52, !11, i64 8}
!52 = !{!"_ZTS2A2", !11, i64 8}
!53 = !{!54, !11, i64 24}
!54 = !{!"_ZTS2AA", !11, i64 24}
!55 = !{!56, !11, i64 4}
!56 = !{!"_ZTS2VC", !11, i64 4}
!57 = !{!58, !11, i64 8}
!58 = !{!"_ZTS2VP", !11, i64 8}
!59 = !{!60, !11, i64 8}
!60 = !{!"_ZTS2VQ", !11, i64 8}
!61 = !{!62, !11, i64 24}
!62 = !{!"_ZTS3VPQ", !11, i64 24}
!63 = !{!64, !11, i64 8}
!64 = !{!"_ZTS5PrivA", !11, i64 8}
!65 = !{!66, !11, i64 8}
!66 = !{!"_ZTS5ProtA", !11, i64 8}
!67 = !{!68, !11, i64 20}
!68 = !{!"_ZTS7HasPriv", !11, i64 20}
!69 = !{!70, !11, i64 4}
!70 = !{!"_ZTS2PV", !11, i64 4}
!71 = !{!72, !11, i64 8}
!72 = !{!"_ZTS3PVD", !11, i64 8}
!73 = !{!74, !11, i64 8}
!74 = !{!"_ZTS2PX", !11, i64 8}
!75 = !{!76, !11, i64 20}
!76 = !{!"_ZTS3PXY", !11, i64 20}
!77 = !{!78, !11, i64 16}
!78 = !{!"_ZTS2CD", !11, i64 16}
!79 = !{i32 0, i32 2}
!80 = !{!81, !11, i64 8}
!81 = !{!"_ZTS3Sib", !11, i64 8}
