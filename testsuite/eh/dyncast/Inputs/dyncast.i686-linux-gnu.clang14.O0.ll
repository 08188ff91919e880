; ModuleID = 'dyncast.cpp'
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i686-unknown-linux-gnu"

%struct.CV = type { i32 (...)**, i32, %struct.V }
%struct.V = type { i32 (...)**, i32 }
%struct.CD = type { %struct.Z, %struct.CV.base, i32, %struct.V }
%struct.Z = type { i32 (...)**, i32 }
%struct.CV.base = type { i32 (...)**, i32 }
%struct.C = type { %struct.B, i32 }
%struct.B = type { %struct.A, i32 }
%struct.A = type { i32 (...)**, i32 }
%struct.Fin = type { %struct.B, i32 }
%struct.XY = type { %struct.X, %struct.Y, i32 }
%struct.X = type { i32 (...)**, i32 }
%struct.Y = type { i32 (...)**, i32 }
%struct.D = type { %struct.L.base, %struct.R.base, i32, %struct.V }
%struct.L.base = type { i32 (...)**, i32 }
%struct.R.base = type { i32 (...)**, i32 }
%struct.L = type { i32 (...)**, i32, %struct.V }
%struct.R = type { i32 (...)**, i32, %struct.V }
%struct.D2 = type { %struct.L2.base, %struct.R2.base, i32, %struct.L.base, %struct.V, %struct.R.base }
%struct.L2.base = type { i32 (...)**, i32 }
%struct.R2.base = type { i32 (...)**, i32 }
%struct.M = type { %struct.L.base, %struct.NV, %struct.Z, i32, %struct.V }
%struct.NV = type { %struct.V, i32 }
%struct.AA = type { %struct.A1, %struct.A2, i32 }
%struct.A1 = type { %struct.A, i32 }
%struct.A2 = type { %struct.A, i32 }
%struct.VPQ = type { %struct.VP.base, %struct.VQ.base, i32, %struct.V }
%struct.VP.base = type { %struct.VC.base, i32 }
%struct.VC.base = type { i32 (...)**, i32 }
%struct.VQ.base = type { %struct.VC.base, i32 }
%struct.PrivA = type { %struct.A, i32 }
%struct.ProtA = type { %struct.A, i32 }
%struct.HasPriv = type { %struct.PrivA, %struct.X, i32 }
%struct.PVD = type { %struct.PV.base, i32, %struct.V }
%struct.PV.base = type { i32 (...)**, i32 }
%struct.PXY = type { %struct.PX, %struct.Y, i32 }
%struct.PX = type { %struct.X, i32 }
%struct.Sib = type { %struct.A, i32 }
%"class.std::exception" = type { i32 (...)** }
%struct.Empty = type { i8 }
%struct.L2 = type { i32 (...)**, i32, %struct.L.base, %struct.V }
%struct.R2 = type { i32 (...)**, i32, %struct.R.base, %struct.V, %struct.L.base }
%struct.VC = type { i32 (...)**, i32, %struct.V }
%struct.VP = type { %struct.VC.base, i32, %struct.V }
%struct.VQ = type { %struct.VC.base, i32, %struct.V }
%struct.PV = type { i32 (...)**, i32, %struct.V }
%"class.std::bad_cast" = type { %"class.std::exception" }

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

@_ZTV2CV = linkonce_odr dso_local unnamed_addr constant { [3 x i8*], [4 x i8*] } { [3 x i8*] [i8* inttoptr (i32 8 to i8*), i8* null, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32 }* @_ZTI2CV to i8*)], [4 x i8*] [i8* null, i8* inttoptr (i32 -8 to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32 }* @_ZTI2CV to i8*), i8* bitcast (void (%struct.V*)* @_ZN1V2fVEv to i8*)] }, comdat, align 4
@.str = private unnamed_addr constant [11 x i8] c"-- single\0A\00", align 1
@_ZL5whole = internal global i8* null, align 4
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
@.str.15 = private unnamed_addr constant [13 x i8] c"-- multiple\0A\00", align 1
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
@.str.24 = private unnamed_addr constant [20 x i8] c"-- virtual diamond\0A\00", align 1
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
@.str.37 = private unnamed_addr constant [19 x i8] c"-- deeper lattice\0A\00", align 1
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
@.str.67 = private unnamed_addr constant [26 x i8] c"-- private and protected\0A\00", align 1
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
@.str.80 = private unnamed_addr constant [17 x i8] c"-- construction\0A\00", align 1
@_ZL10cd_storage = internal global [28 x i8] zeroinitializer, align 4
@.str.81 = private unnamed_addr constant [15 x i8] c"after: V -> CV\00", align 1
@_ZTS2CV = linkonce_odr dso_local constant [4 x i8] c"2CV\00", comdat, align 1
@_ZTI2CV = linkonce_odr dso_local constant { i8*, i8*, i32, i32, i8*, i32 } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @_ZTS2CV, i32 0, i32 0), i32 0, i32 1, i8* bitcast ({ i8*, i8* }* @_ZTI1V to i8*), i32 -3069 }, comdat, align 4
@.str.82 = private unnamed_addr constant [15 x i8] c"after: V -> CD\00", align 1
@_ZTS2CD = linkonce_odr dso_local constant [4 x i8] c"2CD\00", comdat, align 1
@_ZTI2CD = linkonce_odr dso_local constant { i8*, i8*, i32, i32, i8*, i32, i8*, i32 } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @_ZTS2CD, i32 0, i32 0), i32 0, i32 2, i8* bitcast ({ i8*, i8* }* @_ZTI1Z to i8*), i32 2, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32 }* @_ZTI2CV to i8*), i32 2050 }, comdat, align 4
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
@_ZTISt9exception = external constant i8*
@.str.95 = private unnamed_addr constant [10 x i8] c"never %d\0A\00", align 1
@.str.96 = private unnamed_addr constant [23 x i8] c"as std::exception: %s\0A\00", align 1
@_ZTT2CV = linkonce_odr dso_local unnamed_addr constant [2 x i8*] [i8* bitcast (i8** getelementptr inbounds ({ [3 x i8*], [4 x i8*] }, { [3 x i8*], [4 x i8*] }* @_ZTV2CV, i32 0, inrange i32 0, i32 3) to i8*), i8* bitcast (i8** getelementptr inbounds ({ [3 x i8*], [4 x i8*] }, { [3 x i8*], [4 x i8*] }* @_ZTV2CV, i32 0, inrange i32 1, i32 3) to i8*)], comdat, align 4
@.str.97 = private unnamed_addr constant [14 x i8] c"ctor: V -> CV\00", align 1
@.str.98 = private unnamed_addr constant [14 x i8] c"ctor: V -> CD\00", align 1
@.str.99 = private unnamed_addr constant [13 x i8] c"ctor: V -> Z\00", align 1
@.str.100 = private unnamed_addr constant [16 x i8] c"ctor: V -> void\00", align 1
@_ZTV1V = linkonce_odr dso_local unnamed_addr constant { [3 x i8*] } { [3 x i8*] [i8* null, i8* bitcast ({ i8*, i8* }* @_ZTI1V to i8*), i8* bitcast (void (%struct.V*)* @_ZN1V2fVEv to i8*)] }, comdat, align 4
@_ZTV1C = linkonce_odr dso_local unnamed_addr constant { [3 x i8*] } { [3 x i8*] [i8* null, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI1C to i8*), i8* bitcast (void (%struct.A*)* @_ZN1A2fAEv to i8*)] }, comdat, align 4
@_ZTV1B = linkonce_odr dso_local unnamed_addr constant { [3 x i8*] } { [3 x i8*] [i8* null, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI1B to i8*), i8* bitcast (void (%struct.A*)* @_ZN1A2fAEv to i8*)] }, comdat, align 4
@_ZTV1A = linkonce_odr dso_local unnamed_addr constant { [3 x i8*] } { [3 x i8*] [i8* null, i8* bitcast ({ i8*, i8* }* @_ZTI1A to i8*), i8* bitcast (void (%struct.A*)* @_ZN1A2fAEv to i8*)] }, comdat, align 4
@.str.101 = private unnamed_addr constant [12 x i8] c"%-28s null\0A\00", align 1
@.str.102 = private unnamed_addr constant [12 x i8] c"%-28s +%ld\0A\00", align 1
@_ZTV3Fin = linkonce_odr dso_local unnamed_addr constant { [3 x i8*] } { [3 x i8*] [i8* null, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI3Fin to i8*), i8* bitcast (void (%struct.A*)* @_ZN1A2fAEv to i8*)] }, comdat, align 4
@_ZTV2XY = linkonce_odr dso_local unnamed_addr constant { [3 x i8*], [3 x i8*] } { [3 x i8*] [i8* null, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32, i8*, i32, i8*, i32 }* @_ZTI2XY to i8*), i8* bitcast (void (%struct.X*)* @_ZN1X2fXEv to i8*)], [3 x i8*] [i8* inttoptr (i32 -8 to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32, i8*, i32, i8*, i32 }* @_ZTI2XY to i8*), i8* bitcast (void (%struct.Y*)* @_ZN1Y2fYEv to i8*)] }, comdat, align 4
@_ZTV1X = linkonce_odr dso_local unnamed_addr constant { [3 x i8*] } { [3 x i8*] [i8* null, i8* bitcast ({ i8*, i8* }* @_ZTI1X to i8*), i8* bitcast (void (%struct.X*)* @_ZN1X2fXEv to i8*)] }, comdat, align 4
@_ZTV1Y = linkonce_odr dso_local unnamed_addr constant { [3 x i8*] } { [3 x i8*] [i8* null, i8* bitcast ({ i8*, i8* }* @_ZTI1Y to i8*), i8* bitcast (void (%struct.Y*)* @_ZN1Y2fYEv to i8*)] }, comdat, align 4
@_ZTV1D = linkonce_odr dso_local unnamed_addr constant { [3 x i8*], [3 x i8*], [4 x i8*] } { [3 x i8*] [i8* inttoptr (i32 20 to i8*), i8* null, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32, i8*, i32 }* @_ZTI1D to i8*)], [3 x i8*] [i8* inttoptr (i32 12 to i8*), i8* inttoptr (i32 -8 to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32, i8*, i32 }* @_ZTI1D to i8*)], [4 x i8*] [i8* null, i8* inttoptr (i32 -20 to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32, i8*, i32 }* @_ZTI1D to i8*), i8* bitcast (void (%struct.V*)* @_ZN1V2fVEv to i8*)] }, comdat, align 4
@_ZTT1D = linkonce_odr dso_local unnamed_addr constant [7 x i8*] [i8* bitcast (i8** getelementptr inbounds ({ [3 x i8*], [3 x i8*], [4 x i8*] }, { [3 x i8*], [3 x i8*], [4 x i8*] }* @_ZTV1D, i32 0, inrange i32 0, i32 3) to i8*), i8* bitcast (i8** getelementptr inbounds ({ [3 x i8*], [4 x i8*] }, { [3 x i8*], [4 x i8*] }* @_ZTC1D0_1L, i32 0, inrange i32 0, i32 3) to i8*), i8* bitcast (i8** getelementptr inbounds ({ [3 x i8*], [4 x i8*] }, { [3 x i8*], [4 x i8*] }* @_ZTC1D0_1L, i32 0, inrange i32 1, i32 3) to i8*), i8* bitcast (i8** getelementptr inbounds ({ [3 x i8*], [4 x i8*] }, { [3 x i8*], [4 x i8*] }* @_ZTC1D8_1R, i32 0, inrange i32 0, i32 3) to i8*), i8* bitcast (i8** getelementptr inbounds ({ [3 x i8*], [4 x i8*] }, { [3 x i8*], [4 x i8*] }* @_ZTC1D8_1R, i32 0, inrange i32 1, i32 3) to i8*), i8* bitcast (i8** getelementptr inbounds ({ [3 x i8*], [3 x i8*], [4 x i8*] }, { [3 x i8*], [3 x i8*], [4 x i8*] }* @_ZTV1D, i32 0, inrange i32 2, i32 3) to i8*), i8* bitcast (i8** getelementptr inbounds ({ [3 x i8*], [3 x i8*], [4 x i8*] }, { [3 x i8*], [3 x i8*], [4 x i8*] }* @_ZTV1D, i32 0, inrange i32 1, i32 3) to i8*)], comdat, align 4
@_ZTC1D0_1L = linkonce_odr dso_local unnamed_addr constant { [3 x i8*], [4 x i8*] } { [3 x i8*] [i8* inttoptr (i32 20 to i8*), i8* null, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32 }* @_ZTI1L to i8*)], [4 x i8*] [i8* null, i8* inttoptr (i32 -20 to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32 }* @_ZTI1L to i8*), i8* bitcast (void (%struct.V*)* @_ZN1V2fVEv to i8*)] }, comdat, align 4
@_ZTC1D8_1R = linkonce_odr dso_local unnamed_addr constant { [3 x i8*], [4 x i8*] } { [3 x i8*] [i8* inttoptr (i32 12 to i8*), i8* null, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32 }* @_ZTI1R to i8*)], [4 x i8*] [i8* null, i8* inttoptr (i32 -12 to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32 }* @_ZTI1R to i8*), i8* bitcast (void (%struct.V*)* @_ZN1V2fVEv to i8*)] }, comdat, align 4
@_ZTV1L = linkonce_odr dso_local unnamed_addr constant { [3 x i8*], [4 x i8*] } { [3 x i8*] [i8* inttoptr (i32 8 to i8*), i8* null, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32 }* @_ZTI1L to i8*)], [4 x i8*] [i8* null, i8* inttoptr (i32 -8 to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32 }* @_ZTI1L to i8*), i8* bitcast (void (%struct.V*)* @_ZN1V2fVEv to i8*)] }, comdat, align 4
@_ZTT1L = linkonce_odr dso_local unnamed_addr constant [2 x i8*] [i8* bitcast (i8** getelementptr inbounds ({ [3 x i8*], [4 x i8*] }, { [3 x i8*], [4 x i8*] }* @_ZTV1L, i32 0, inrange i32 0, i32 3) to i8*), i8* bitcast (i8** getelementptr inbounds ({ [3 x i8*], [4 x i8*] }, { [3 x i8*], [4 x i8*] }* @_ZTV1L, i32 0, inrange i32 1, i32 3) to i8*)], comdat, align 4
@_ZTV2D2 = linkonce_odr dso_local unnamed_addr constant { [5 x i8*], [5 x i8*], [3 x i8*], [4 x i8*], [3 x i8*] } { [5 x i8*] [i8* inttoptr (i32 36 to i8*), i8* inttoptr (i32 28 to i8*), i8* inttoptr (i32 20 to i8*), i8* null, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32, i8*, i32 }* @_ZTI2D2 to i8*)], [5 x i8*] [i8* inttoptr (i32 12 to i8*), i8* inttoptr (i32 20 to i8*), i8* inttoptr (i32 28 to i8*), i8* inttoptr (i32 -8 to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32, i8*, i32 }* @_ZTI2D2 to i8*)], [3 x i8*] [i8* inttoptr (i32 8 to i8*), i8* inttoptr (i32 -20 to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32, i8*, i32 }* @_ZTI2D2 to i8*)], [4 x i8*] [i8* null, i8* inttoptr (i32 -28 to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32, i8*, i32 }* @_ZTI2D2 to i8*), i8* bitcast (void (%struct.V*)* @_ZN1V2fVEv to i8*)], [3 x i8*] [i8* inttoptr (i32 -8 to i8*), i8* inttoptr (i32 -36 to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32, i8*, i32 }* @_ZTI2D2 to i8*)] }, comdat, align 4
@_ZTT2D2 = linkonce_odr dso_local unnamed_addr constant [16 x i8*] [i8* bitcast (i8** getelementptr inbounds ({ [5 x i8*], [5 x i8*], [3 x i8*], [4 x i8*], [3 x i8*] }, { [5 x i8*], [5 x i8*], [3 x i8*], [4 x i8*], [3 x i8*] }* @_ZTV2D2, i32 0, inrange i32 0, i32 5) to i8*), i8* bitcast (i8** getelementptr inbounds ({ [4 x i8*], [3 x i8*], [4 x i8*] }, { [4 x i8*], [3 x i8*], [4 x i8*] }* @_ZTC2D20_2L2, i32 0, inrange i32 0, i32 4) to i8*), i8* bitcast (i8** getelementptr inbounds ({ [4 x i8*], [3 x i8*], [4 x i8*] }, { [4 x i8*], [3 x i8*], [4 x i8*] }* @_ZTC2D20_2L2, i32 0, inrange i32 1, i32 3) to i8*), i8* bitcast (i8** getelementptr inbounds ({ [4 x i8*], [3 x i8*], [4 x i8*] }, { [4 x i8*], [3 x i8*], [4 x i8*] }* @_ZTC2D20_2L2, i32 0, inrange i32 2, i32 3) to i8*), i8* bitcast (i8** getelementptr inbounds ({ [5 x i8*], [3 x i8*], [4 x i8*], [3 x i8*] }, { [5 x i8*], [3 x i8*], [4 x i8*], [3 x i8*] }* @_ZTC2D28_2R2, i32 0, inrange i32 0, i32 5) to i8*), i8* bitcast (i8** getelementptr inbounds ({ [5 x i8*], [3 x i8*], [4 x i8*], [3 x i8*] }, { [5 x i8*], [3 x i8*], [4 x i8*], [3 x i8*] }* @_ZTC2D28_2R2, i32 0, inrange i32 1, i32 3) to i8*), i8* bitcast (i8** getelementptr inbounds ({ [5 x i8*], [3 x i8*], [4 x i8*], [3 x i8*] }, { [5 x i8*], [3 x i8*], [4 x i8*], [3 x i8*] }* @_ZTC2D28_2R2, i32 0, inrange i32 2, i32 3) to i8*), i8* bitcast (i8** getelementptr inbounds ({ [5 x i8*], [3 x i8*], [4 x i8*], [3 x i8*] }, { [5 x i8*], [3 x i8*], [4 x i8*], [3 x i8*] }* @_ZTC2D28_2R2, i32 0, inrange i32 3, i32 3) to i8*), i8* bitcast (i8** getelementptr inbounds ({ [5 x i8*], [5 x i8*], [3 x i8*], [4 x i8*], [3 x i8*] }, { [5 x i8*], [5 x i8*], [3 x i8*], [4 x i8*], [3 x i8*] }* @_ZTV2D2, i32 0, inrange i32 2, i32 3) to i8*), i8* bitcast (i8** getelementptr inbounds ({ [5 x i8*], [5 x i8*], [3 x i8*], [4 x i8*], [3 x i8*] }, { [5 x i8*], [5 x i8*], [3 x i8*], [4 x i8*], [3 x i8*] }* @_ZTV2D2, i32 0, inrange i32 3, i32 3) to i8*), i8* bitcast (i8** getelementptr inbounds ({ [5 x i8*], [5 x i8*], [3 x i8*], [4 x i8*], [3 x i8*] }, { [5 x i8*], [5 x i8*], [3 x i8*], [4 x i8*], [3 x i8*] }* @_ZTV2D2, i32 0, inrange i32 1, i32 5) to i8*), i8* bitcast (i8** getelementptr inbounds ({ [5 x i8*], [5 x i8*], [3 x i8*], [4 x i8*], [3 x i8*] }, { [5 x i8*], [5 x i8*], [3 x i8*], [4 x i8*], [3 x i8*] }* @_ZTV2D2, i32 0, inrange i32 4, i32 3) to i8*), i8* bitcast (i8** getelementptr inbounds ({ [3 x i8*], [4 x i8*] }, { [3 x i8*], [4 x i8*] }* @_ZTC2D220_1L, i32 0, inrange i32 0, i32 3) to i8*), i8* bitcast (i8** getelementptr inbounds ({ [3 x i8*], [4 x i8*] }, { [3 x i8*], [4 x i8*] }* @_ZTC2D220_1L, i32 0, inrange i32 1, i32 3) to i8*), i8* bitcast (i8** getelementptr inbounds ({ [3 x i8*], [4 x i8*] }, { [3 x i8*], [4 x i8*] }* @_ZTC2D236_1R, i32 0, inrange i32 0, i32 3) to i8*), i8* bitcast (i8** getelementptr inbounds ({ [3 x i8*], [4 x i8*] }, { [3 x i8*], [4 x i8*] }* @_ZTC2D236_1R, i32 0, inrange i32 1, i32 3) to i8*)], comdat, align 4
@_ZTC2D20_2L2 = linkonce_odr dso_local unnamed_addr constant { [4 x i8*], [3 x i8*], [4 x i8*] } { [4 x i8*] [i8* inttoptr (i32 28 to i8*), i8* inttoptr (i32 20 to i8*), i8* null, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32 }* @_ZTI2L2 to i8*)], [3 x i8*] [i8* inttoptr (i32 8 to i8*), i8* inttoptr (i32 -20 to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32 }* @_ZTI2L2 to i8*)], [4 x i8*] [i8* null, i8* inttoptr (i32 -28 to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32 }* @_ZTI2L2 to i8*), i8* bitcast (void (%struct.V*)* @_ZN1V2fVEv to i8*)] }, comdat, align 4
@_ZTC2D28_2R2 = linkonce_odr dso_local unnamed_addr constant { [5 x i8*], [3 x i8*], [4 x i8*], [3 x i8*] } { [5 x i8*] [i8* inttoptr (i32 12 to i8*), i8* inttoptr (i32 20 to i8*), i8* inttoptr (i32 28 to i8*), i8* null, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32, i8*, i32 }* @_ZTI2R2 to i8*)], [3 x i8*] [i8* inttoptr (i32 -8 to i8*), i8* inttoptr (i32 -28 to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32, i8*, i32 }* @_ZTI2R2 to i8*)], [4 x i8*] [i8* null, i8* inttoptr (i32 -20 to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32, i8*, i32 }* @_ZTI2R2 to i8*), i8* bitcast (void (%struct.V*)* @_ZN1V2fVEv to i8*)], [3 x i8*] [i8* inttoptr (i32 8 to i8*), i8* inttoptr (i32 -12 to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32, i8*, i32 }* @_ZTI2R2 to i8*)] }, comdat, align 4
@_ZTC2D220_1L = linkonce_odr dso_local unnamed_addr constant { [3 x i8*], [4 x i8*] } { [3 x i8*] [i8* inttoptr (i32 8 to i8*), i8* null, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32 }* @_ZTI1L to i8*)], [4 x i8*] [i8* null, i8* inttoptr (i32 -8 to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32 }* @_ZTI1L to i8*), i8* bitcast (void (%struct.V*)* @_ZN1V2fVEv to i8*)] }, comdat, align 4
@_ZTC2D236_1R = linkonce_odr dso_local unnamed_addr constant { [3 x i8*], [4 x i8*] } { [3 x i8*] [i8* inttoptr (i32 -8 to i8*), i8* null, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32 }* @_ZTI1R to i8*)], [4 x i8*] [i8* null, i8* inttoptr (i32 8 to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32 }* @_ZTI1R to i8*), i8* bitcast (void (%struct.V*)* @_ZN1V2fVEv to i8*)] }, comdat, align 4
@_ZTV1M = linkonce_odr dso_local unnamed_addr constant { [3 x i8*], [3 x i8*], [3 x i8*], [4 x i8*] } { [3 x i8*] [i8* inttoptr (i32 32 to i8*), i8* null, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32, i8*, i32, i8*, i32 }* @_ZTI1M to i8*)], [3 x i8*] [i8* inttoptr (i32 -8 to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32, i8*, i32, i8*, i32 }* @_ZTI1M to i8*), i8* bitcast (void (%struct.V*)* @_ZN1V2fVEv to i8*)], [3 x i8*] [i8* inttoptr (i32 -20 to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32, i8*, i32, i8*, i32 }* @_ZTI1M to i8*), i8* bitcast (void (%struct.Z*)* @_ZN1Z2fZEv to i8*)], [4 x i8*] [i8* null, i8* inttoptr (i32 -32 to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32, i8*, i32, i8*, i32 }* @_ZTI1M to i8*), i8* bitcast (void (%struct.V*)* @_ZN1V2fVEv to i8*)] }, comdat, align 4
@_ZTT1M = linkonce_odr dso_local unnamed_addr constant [4 x i8*] [i8* bitcast (i8** getelementptr inbounds ({ [3 x i8*], [3 x i8*], [3 x i8*], [4 x i8*] }, { [3 x i8*], [3 x i8*], [3 x i8*], [4 x i8*] }* @_ZTV1M, i32 0, inrange i32 0, i32 3) to i8*), i8* bitcast (i8** getelementptr inbounds ({ [3 x i8*], [4 x i8*] }, { [3 x i8*], [4 x i8*] }* @_ZTC1M0_1L, i32 0, inrange i32 0, i32 3) to i8*), i8* bitcast (i8** getelementptr inbounds ({ [3 x i8*], [4 x i8*] }, { [3 x i8*], [4 x i8*] }* @_ZTC1M0_1L, i32 0, inrange i32 1, i32 3) to i8*), i8* bitcast (i8** getelementptr inbounds ({ [3 x i8*], [3 x i8*], [3 x i8*], [4 x i8*] }, { [3 x i8*], [3 x i8*], [3 x i8*], [4 x i8*] }* @_ZTV1M, i32 0, inrange i32 3, i32 3) to i8*)], comdat, align 4
@_ZTC1M0_1L = linkonce_odr dso_local unnamed_addr constant { [3 x i8*], [4 x i8*] } { [3 x i8*] [i8* inttoptr (i32 32 to i8*), i8* null, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32 }* @_ZTI1L to i8*)], [4 x i8*] [i8* null, i8* inttoptr (i32 -32 to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32 }* @_ZTI1L to i8*), i8* bitcast (void (%struct.V*)* @_ZN1V2fVEv to i8*)] }, comdat, align 4
@_ZTV2NV = linkonce_odr dso_local unnamed_addr constant { [3 x i8*] } { [3 x i8*] [i8* null, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI2NV to i8*), i8* bitcast (void (%struct.V*)* @_ZN1V2fVEv to i8*)] }, comdat, align 4
@_ZTV1Z = linkonce_odr dso_local unnamed_addr constant { [3 x i8*] } { [3 x i8*] [i8* null, i8* bitcast ({ i8*, i8* }* @_ZTI1Z to i8*), i8* bitcast (void (%struct.Z*)* @_ZN1Z2fZEv to i8*)] }, comdat, align 4
@_ZTV2AA = linkonce_odr dso_local unnamed_addr constant { [3 x i8*], [3 x i8*] } { [3 x i8*] [i8* null, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32, i8*, i32 }* @_ZTI2AA to i8*), i8* bitcast (void (%struct.A*)* @_ZN1A2fAEv to i8*)], [3 x i8*] [i8* inttoptr (i32 -12 to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32, i8*, i32 }* @_ZTI2AA to i8*), i8* bitcast (void (%struct.A*)* @_ZN1A2fAEv to i8*)] }, comdat, align 4
@_ZTV2A1 = linkonce_odr dso_local unnamed_addr constant { [3 x i8*] } { [3 x i8*] [i8* null, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI2A1 to i8*), i8* bitcast (void (%struct.A*)* @_ZN1A2fAEv to i8*)] }, comdat, align 4
@_ZTV2A2 = linkonce_odr dso_local unnamed_addr constant { [3 x i8*] } { [3 x i8*] [i8* null, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI2A2 to i8*), i8* bitcast (void (%struct.A*)* @_ZN1A2fAEv to i8*)] }, comdat, align 4
@_ZTV3VPQ = linkonce_odr dso_local unnamed_addr constant { [3 x i8*], [3 x i8*], [4 x i8*] } { [3 x i8*] [i8* inttoptr (i32 28 to i8*), i8* null, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32, i8*, i32 }* @_ZTI3VPQ to i8*)], [3 x i8*] [i8* inttoptr (i32 16 to i8*), i8* inttoptr (i32 -12 to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32, i8*, i32 }* @_ZTI3VPQ to i8*)], [4 x i8*] [i8* null, i8* inttoptr (i32 -28 to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32, i8*, i32 }* @_ZTI3VPQ to i8*), i8* bitcast (void (%struct.V*)* @_ZN1V2fVEv to i8*)] }, comdat, align 4
@_ZTT3VPQ = linkonce_odr dso_local unnamed_addr constant [11 x i8*] [i8* bitcast (i8** getelementptr inbounds ({ [3 x i8*], [3 x i8*], [4 x i8*] }, { [3 x i8*], [3 x i8*], [4 x i8*] }* @_ZTV3VPQ, i32 0, inrange i32 0, i32 3) to i8*), i8* bitcast (i8** getelementptr inbounds ({ [3 x i8*], [4 x i8*] }, { [3 x i8*], [4 x i8*] }* @_ZTC3VPQ0_2VP, i32 0, inrange i32 0, i32 3) to i8*), i8* bitcast (i8** getelementptr inbounds ({ [3 x i8*], [4 x i8*] }, { [3 x i8*], [4 x i8*] }* @_ZTC3VPQ0_2VC, i32 0, inrange i32 0, i32 3) to i8*), i8* bitcast (i8** getelementptr inbounds ({ [3 x i8*], [4 x i8*] }, { [3 x i8*], [4 x i8*] }* @_ZTC3VPQ0_2VC, i32 0, inrange i32 1, i32 3) to i8*), i8* bitcast (i8** getelementptr inbounds ({ [3 x i8*], [4 x i8*] }, { [3 x i8*], [4 x i8*] }* @_ZTC3VPQ0_2VP, i32 0, inrange i32 1, i32 3) to i8*), i8* bitcast (i8** getelementptr inbounds ({ [3 x i8*], [4 x i8*] }, { [3 x i8*], [4 x i8*] }* @_ZTC3VPQ12_2VQ, i32 0, inrange i32 0, i32 3) to i8*), i8* bitcast (i8** getelementptr inbounds ({ [3 x i8*], [4 x i8*] }, { [3 x i8*], [4 x i8*] }* @_ZTC3VPQ12_2VC, i32 0, inrange i32 0, i32 3) to i8*), i8* bitcast (i8** getelementptr inbounds ({ [3 x i8*], [4 x i8*] }, { [3 x i8*], [4 x i8*] }* @_ZTC3VPQ12_2VC, i32 0, inrange i32 1, i32 3) to i8*), i8* bitcast (i8** getelementptr inbounds ({ [3 x i8*], [4 x i8*] }, { [3 x i8*], [4 x i8*] }* @_ZTC3VPQ12_2VQ, i32 0, inrange i32 1, i32 3) to i8*), i8* bitcast (i8** getelementptr inbounds ({ [3 x i8*], [3 x i8*], [4 x i8*] }, { [3 x i8*], [3 x i8*], [4 x i8*] }* @_ZTV3VPQ, i32 0, inrange i32 2, i32 3) to i8*), i8* bitcast (i8** getelementptr inbounds ({ [3 x i8*], [3 x i8*], [4 x i8*] }, { [3 x i8*], [3 x i8*], [4 x i8*] }* @_ZTV3VPQ, i32 0, inrange i32 1, i32 3) to i8*)], comdat, align 4
@_ZTC3VPQ0_2VP = linkonce_odr dso_local unnamed_addr constant { [3 x i8*], [4 x i8*] } { [3 x i8*] [i8* inttoptr (i32 28 to i8*), i8* null, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI2VP to i8*)], [4 x i8*] [i8* null, i8* inttoptr (i32 -28 to i8*), i8* bitcast ({ i8*, i8*, i8* }* @_ZTI2VP to i8*), i8* bitcast (void (%struct.V*)* @_ZN1V2fVEv to i8*)] }, comdat, align 4
@_ZTC3VPQ0_2VC = linkonce_odr dso_local unnamed_addr constant { [3 x i8*], [4 x i8*] } { [3 x i8*] [i8* inttoptr (i32 28 to i8*), i8* null, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32 }* @_ZTI2VC to i8*)], [4 x i8*] [i8* null, i8* inttoptr (i32 -28 to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32 }* @_ZTI2VC to i8*), i8* bitcast (void (%struct.V*)* @_ZN1V2fVEv to i8*)] }, comdat, align 4
@_ZTC3VPQ12_2VQ = linkonce_odr dso_local unnamed_addr constant { [3 x i8*], [4 x i8*] } { [3 x i8*] [i8* inttoptr (i32 16 to i8*), i8* null, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI2VQ to i8*)], [4 x i8*] [i8* null, i8* inttoptr (i32 -16 to i8*), i8* bitcast ({ i8*, i8*, i8* }* @_ZTI2VQ to i8*), i8* bitcast (void (%struct.V*)* @_ZN1V2fVEv to i8*)] }, comdat, align 4
@_ZTC3VPQ12_2VC = linkonce_odr dso_local unnamed_addr constant { [3 x i8*], [4 x i8*] } { [3 x i8*] [i8* inttoptr (i32 16 to i8*), i8* null, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32 }* @_ZTI2VC to i8*)], [4 x i8*] [i8* null, i8* inttoptr (i32 -16 to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32 }* @_ZTI2VC to i8*), i8* bitcast (void (%struct.V*)* @_ZN1V2fVEv to i8*)] }, comdat, align 4
@_ZTV5PrivA = linkonce_odr dso_local unnamed_addr constant { [3 x i8*] } { [3 x i8*] [i8* null, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32 }* @_ZTI5PrivA to i8*), i8* bitcast (void (%struct.A*)* @_ZN1A2fAEv to i8*)] }, comdat, align 4
@_ZTV5ProtA = linkonce_odr dso_local unnamed_addr constant { [3 x i8*] } { [3 x i8*] [i8* null, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32 }* @_ZTI5ProtA to i8*), i8* bitcast (void (%struct.A*)* @_ZN1A2fAEv to i8*)] }, comdat, align 4
@_ZTV7HasPriv = linkonce_odr dso_local unnamed_addr constant { [3 x i8*], [3 x i8*] } { [3 x i8*] [i8* null, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32, i8*, i32 }* @_ZTI7HasPriv to i8*), i8* bitcast (void (%struct.A*)* @_ZN1A2fAEv to i8*)], [3 x i8*] [i8* inttoptr (i32 -12 to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32, i8*, i32 }* @_ZTI7HasPriv to i8*), i8* bitcast (void (%struct.X*)* @_ZN1X2fXEv to i8*)] }, comdat, align 4
@_ZTV3PVD = linkonce_odr dso_local unnamed_addr constant { [3 x i8*], [4 x i8*] } { [3 x i8*] [i8* inttoptr (i32 12 to i8*), i8* null, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32, i8*, i32 }* @_ZTI3PVD to i8*)], [4 x i8*] [i8* null, i8* inttoptr (i32 -12 to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32, i8*, i32 }* @_ZTI3PVD to i8*), i8* bitcast (void (%struct.V*)* @_ZN1V2fVEv to i8*)] }, comdat, align 4
@_ZTT3PVD = linkonce_odr dso_local unnamed_addr constant [4 x i8*] [i8* bitcast (i8** getelementptr inbounds ({ [3 x i8*], [4 x i8*] }, { [3 x i8*], [4 x i8*] }* @_ZTV3PVD, i32 0, inrange i32 0, i32 3) to i8*), i8* bitcast (i8** getelementptr inbounds ({ [3 x i8*], [4 x i8*] }, { [3 x i8*], [4 x i8*] }* @_ZTC3PVD0_2PV, i32 0, inrange i32 0, i32 3) to i8*), i8* bitcast (i8** getelementptr inbounds ({ [3 x i8*], [4 x i8*] }, { [3 x i8*], [4 x i8*] }* @_ZTC3PVD0_2PV, i32 0, inrange i32 1, i32 3) to i8*), i8* bitcast (i8** getelementptr inbounds ({ [3 x i8*], [4 x i8*] }, { [3 x i8*], [4 x i8*] }* @_ZTV3PVD, i32 0, inrange i32 1, i32 3) to i8*)], comdat, align 4
@_ZTC3PVD0_2PV = linkonce_odr dso_local unnamed_addr constant { [3 x i8*], [4 x i8*] } { [3 x i8*] [i8* inttoptr (i32 12 to i8*), i8* null, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32 }* @_ZTI2PV to i8*)], [4 x i8*] [i8* null, i8* inttoptr (i32 -12 to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32 }* @_ZTI2PV to i8*), i8* bitcast (void (%struct.V*)* @_ZN1V2fVEv to i8*)] }, comdat, align 4
@_ZTV3PXY = linkonce_odr dso_local unnamed_addr constant { [3 x i8*], [3 x i8*] } { [3 x i8*] [i8* null, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32, i8*, i32 }* @_ZTI3PXY to i8*), i8* bitcast (void (%struct.X*)* @_ZN1X2fXEv to i8*)], [3 x i8*] [i8* inttoptr (i32 -12 to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32, i8*, i32 }* @_ZTI3PXY to i8*), i8* bitcast (void (%struct.Y*)* @_ZN1Y2fYEv to i8*)] }, comdat, align 4
@_ZTV2PX = linkonce_odr dso_local unnamed_addr constant { [3 x i8*] } { [3 x i8*] [i8* null, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32 }* @_ZTI2PX to i8*), i8* bitcast (void (%struct.X*)* @_ZN1X2fXEv to i8*)] }, comdat, align 4
@_ZTV2CD = linkonce_odr dso_local unnamed_addr constant { [4 x i8*], [3 x i8*], [4 x i8*] } { [4 x i8*] [i8* inttoptr (i32 20 to i8*), i8* null, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32, i8*, i32 }* @_ZTI2CD to i8*), i8* bitcast (void (%struct.Z*)* @_ZN1Z2fZEv to i8*)], [3 x i8*] [i8* inttoptr (i32 12 to i8*), i8* inttoptr (i32 -8 to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32, i8*, i32 }* @_ZTI2CD to i8*)], [4 x i8*] [i8* null, i8* inttoptr (i32 -20 to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32, i8*, i32 }* @_ZTI2CD to i8*), i8* bitcast (void (%struct.V*)* @_ZN1V2fVEv to i8*)] }, comdat, align 4
@_ZTT2CD = linkonce_odr dso_local unnamed_addr constant [5 x i8*] [i8* bitcast (i8** getelementptr inbounds ({ [4 x i8*], [3 x i8*], [4 x i8*] }, { [4 x i8*], [3 x i8*], [4 x i8*] }* @_ZTV2CD, i32 0, inrange i32 0, i32 3) to i8*), i8* bitcast (i8** getelementptr inbounds ({ [3 x i8*], [4 x i8*] }, { [3 x i8*], [4 x i8*] }* @_ZTC2CD8_2CV, i32 0, inrange i32 0, i32 3) to i8*), i8* bitcast (i8** getelementptr inbounds ({ [3 x i8*], [4 x i8*] }, { [3 x i8*], [4 x i8*] }* @_ZTC2CD8_2CV, i32 0, inrange i32 1, i32 3) to i8*), i8* bitcast (i8** getelementptr inbounds ({ [4 x i8*], [3 x i8*], [4 x i8*] }, { [4 x i8*], [3 x i8*], [4 x i8*] }* @_ZTV2CD, i32 0, inrange i32 1, i32 3) to i8*), i8* bitcast (i8** getelementptr inbounds ({ [4 x i8*], [3 x i8*], [4 x i8*] }, { [4 x i8*], [3 x i8*], [4 x i8*] }* @_ZTV2CD, i32 0, inrange i32 2, i32 3) to i8*)], comdat, align 4
@_ZTC2CD8_2CV = linkonce_odr dso_local unnamed_addr constant { [3 x i8*], [4 x i8*] } { [3 x i8*] [i8* inttoptr (i32 12 to i8*), i8* null, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32 }* @_ZTI2CV to i8*)], [4 x i8*] [i8* null, i8* inttoptr (i32 -12 to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32 }* @_ZTI2CV to i8*), i8* bitcast (void (%struct.V*)* @_ZN1V2fVEv to i8*)] }, comdat, align 4
@_ZTISt8bad_cast = external constant i8*
@.str.103 = private unnamed_addr constant [5 x i8] c"  ok\00", align 1
@.str.104 = private unnamed_addr constant [16 x i8] c"  bad_cast: %s\0A\00", align 1

; Function Attrs: noinline optnone uwtable
define dso_local void @_ZN2CVC2Ev(%struct.CV* noundef nonnull align 4 dereferenceable(8) %0, i8** noundef %1) unnamed_addr #0 align 2 {
  %3 = alloca %struct.CV*, align 4
  %4 = alloca i8**, align 4
  store %struct.CV* %0, %struct.CV** %3, align 4
  store i8** %1, i8*** %4, align 4
  %5 = load %struct.CV*, %struct.CV** %3, align 4
  %6 = load i8**, i8*** %4, align 4
  %7 = load i8*, i8** %6, align 4
  %8 = bitcast %struct.CV* %5 to i32 (...)***
  %9 = bitcast i8* %7 to i32 (...)**
  store i32 (...)** %9, i32 (...)*** %8, align 4
  %10 = getelementptr inbounds i8*, i8** %6, i64 1
  %11 = load i8*, i8** %10, align 4
  %12 = bitcast %struct.CV* %5 to i8**
  %13 = load i8*, i8** %12, align 4
  %14 = getelementptr i8, i8* %13, i64 -12
  %15 = bitcast i8* %14 to i32*
  %16 = load i32, i32* %15, align 4
  %17 = bitcast %struct.CV* %5 to i8*
  %18 = getelementptr inbounds i8, i8* %17, i32 %16
  %19 = bitcast i8* %18 to i32 (...)***
  %20 = bitcast i8* %11 to i32 (...)**
  store i32 (...)** %20, i32 (...)*** %19, align 4
  %21 = getelementptr inbounds %struct.CV, %struct.CV* %5, i32 0, i32 1
  store i32 29, i32* %21, align 4
  %22 = bitcast %struct.CV* %5 to i8**
  %23 = load i8*, i8** %22, align 4
  %24 = getelementptr i8, i8* %23, i64 -12
  %25 = bitcast i8* %24 to i32*
  %26 = load i32, i32* %25, align 4
  %27 = bitcast %struct.CV* %5 to i8*
  %28 = getelementptr inbounds i8, i8* %27, i32 %26
  %29 = bitcast i8* %28 to %struct.V*
  call void @_ZL7in_ctorP1V(%struct.V* noundef %29)
  ret void
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @_ZL7in_ctorP1V(%struct.V* noundef %0) #1 {
  %2 = alloca %struct.V*, align 4
  store %struct.V* %0, %struct.V** %2, align 4
  %3 = load %struct.V*, %struct.V** %2, align 4
  %4 = call noundef %struct.V* @_ZL6opaqueI1VEPT_S2_(%struct.V* noundef %3)
  %5 = icmp eq %struct.V* %4, null
  br i1 %5, label %10, label %6

6:                                                ; preds = %1
  %7 = bitcast %struct.V* %4 to i8*
  %8 = call i8* @__dynamic_cast(i8* %7, i8* bitcast ({ i8*, i8* }* @_ZTI1V to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32 }* @_ZTI2CV to i8*), i32 -1) #10
  %9 = bitcast i8* %8 to %struct.CV*
  br label %11

10:                                               ; preds = %1
  br label %11

11:                                               ; preds = %10, %6
  %12 = phi %struct.CV* [ %9, %6 ], [ null, %10 ]
  %13 = bitcast %struct.CV* %12 to i8*
  call void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.97, i32 0, i32 0), i8* noundef %13)
  %14 = load %struct.V*, %struct.V** %2, align 4
  %15 = call noundef %struct.V* @_ZL6opaqueI1VEPT_S2_(%struct.V* noundef %14)
  %16 = icmp eq %struct.V* %15, null
  br i1 %16, label %21, label %17

17:                                               ; preds = %11
  %18 = bitcast %struct.V* %15 to i8*
  %19 = call i8* @__dynamic_cast(i8* %18, i8* bitcast ({ i8*, i8* }* @_ZTI1V to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32, i8*, i32 }* @_ZTI2CD to i8*), i32 -1) #10
  %20 = bitcast i8* %19 to %struct.CD*
  br label %22

21:                                               ; preds = %11
  br label %22

22:                                               ; preds = %21, %17
  %23 = phi %struct.CD* [ %20, %17 ], [ null, %21 ]
  %24 = bitcast %struct.CD* %23 to i8*
  call void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.98, i32 0, i32 0), i8* noundef %24)
  %25 = load %struct.V*, %struct.V** %2, align 4
  %26 = call noundef %struct.V* @_ZL6opaqueI1VEPT_S2_(%struct.V* noundef %25)
  %27 = icmp eq %struct.V* %26, null
  br i1 %27, label %32, label %28

28:                                               ; preds = %22
  %29 = bitcast %struct.V* %26 to i8*
  %30 = call i8* @__dynamic_cast(i8* %29, i8* bitcast ({ i8*, i8* }* @_ZTI1V to i8*), i8* bitcast ({ i8*, i8* }* @_ZTI1Z to i8*), i32 -2) #10
  %31 = bitcast i8* %30 to %struct.Z*
  br label %33

32:                                               ; preds = %22
  br label %33

33:                                               ; preds = %32, %28
  %34 = phi %struct.Z* [ %31, %28 ], [ null, %32 ]
  %35 = bitcast %struct.Z* %34 to i8*
  call void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.99, i32 0, i32 0), i8* noundef %35)
  %36 = load %struct.V*, %struct.V** %2, align 4
  %37 = call noundef %struct.V* @_ZL6opaqueI1VEPT_S2_(%struct.V* noundef %36)
  %38 = icmp eq %struct.V* %37, null
  br i1 %38, label %46, label %39

39:                                               ; preds = %33
  %40 = bitcast %struct.V* %37 to i32**
  %41 = load i32*, i32** %40, align 4
  %42 = getelementptr inbounds i32, i32* %41, i64 -2
  %43 = load i32, i32* %42, align 4
  %44 = bitcast %struct.V* %37 to i8*
  %45 = getelementptr inbounds i8, i8* %44, i32 %43
  br label %47

46:                                               ; preds = %33
  br label %47

47:                                               ; preds = %46, %39
  %48 = phi i8* [ %45, %39 ], [ null, %46 ]
  call void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.100, i32 0, i32 0), i8* noundef %48)
  ret void
}

; Function Attrs: noinline optnone uwtable
define dso_local void @_ZN2CVC1Ev(%struct.CV* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #0 align 2 {
  %2 = alloca %struct.CV*, align 4
  store %struct.CV* %0, %struct.CV** %2, align 4
  %3 = load %struct.CV*, %struct.CV** %2, align 4
  %4 = bitcast %struct.CV* %3 to i8*
  %5 = getelementptr inbounds i8, i8* %4, i32 8
  %6 = bitcast i8* %5 to %struct.V*
  call void @_ZN1VC2Ev(%struct.V* noundef nonnull align 4 dereferenceable(8) %6) #10
  %7 = bitcast %struct.CV* %3 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [3 x i8*], [4 x i8*] }, { [3 x i8*], [4 x i8*] }* @_ZTV2CV, i32 0, inrange i32 0, i32 3) to i32 (...)**), i32 (...)*** %7, align 4
  %8 = bitcast %struct.CV* %3 to i8*
  %9 = getelementptr inbounds i8, i8* %8, i32 8
  %10 = bitcast i8* %9 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [3 x i8*], [4 x i8*] }, { [3 x i8*], [4 x i8*] }* @_ZTV2CV, i32 0, inrange i32 1, i32 3) to i32 (...)**), i32 (...)*** %10, align 4
  %11 = getelementptr inbounds %struct.CV, %struct.CV* %3, i32 0, i32 1
  store i32 29, i32* %11, align 4
  %12 = bitcast %struct.CV* %3 to i8**
  %13 = load i8*, i8** %12, align 4
  %14 = getelementptr i8, i8* %13, i64 -12
  %15 = bitcast i8* %14 to i32*
  %16 = load i32, i32* %15, align 4
  %17 = bitcast %struct.CV* %3 to i8*
  %18 = getelementptr inbounds i8, i8* %17, i32 %16
  %19 = bitcast i8* %18 to %struct.V*
  call void @_ZL7in_ctorP1V(%struct.V* noundef %19)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN1VC2Ev(%struct.V* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca %struct.V*, align 4
  store %struct.V* %0, %struct.V** %2, align 4
  %3 = load %struct.V*, %struct.V** %2, align 4
  %4 = bitcast %struct.V* %3 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [3 x i8*] }, { [3 x i8*] }* @_ZTV1V, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %4, align 4
  %5 = getelementptr inbounds %struct.V, %struct.V* %3, i32 0, i32 1
  store i32 10, i32* %5, align 4
  ret void
}

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #3 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %1 = alloca i32, align 4
  %2 = alloca %struct.C, align 4
  %3 = alloca %struct.A*, align 4
  %4 = alloca %struct.B, align 4
  %5 = alloca %struct.Fin, align 4
  %6 = alloca %struct.A*, align 4
  %7 = alloca %struct.XY, align 4
  %8 = alloca %struct.X*, align 4
  %9 = alloca %struct.Y*, align 4
  %10 = alloca %struct.Y*, align 4
  %11 = alloca %struct.D, align 4
  %12 = alloca %struct.V*, align 4
  %13 = alloca %struct.L*, align 4
  %14 = alloca %struct.R*, align 4
  %15 = alloca %struct.L, align 4
  %16 = alloca %struct.D2, align 4
  %17 = alloca %struct.V*, align 4
  %18 = alloca %struct.M, align 4
  %19 = alloca %struct.V*, align 4
  %20 = alloca %struct.V*, align 4
  %21 = alloca %struct.AA, align 4
  %22 = alloca %struct.A*, align 4
  %23 = alloca %struct.A*, align 4
  %24 = alloca %struct.VPQ, align 4
  %25 = alloca %struct.V*, align 4
  %26 = alloca %struct.PrivA, align 4
  %27 = alloca %struct.ProtA, align 4
  %28 = alloca %struct.HasPriv, align 4
  %29 = alloca %struct.PVD, align 4
  %30 = alloca %struct.PXY, align 4
  %31 = alloca %struct.CD*, align 4
  %32 = alloca %struct.D, align 4
  %33 = alloca i32, align 4
  %34 = alloca %struct.C, align 4
  %35 = alloca %struct.Sib*, align 4
  %36 = alloca i8*, align 4
  %37 = alloca i32, align 4
  %38 = alloca %"class.std::exception"*, align 4
  store i32 0, i32* %1, align 4
  %39 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str, i32 0, i32 0))
  call void @_ZN1CC2Ev(%struct.C* noundef nonnull align 4 dereferenceable(16) %2) #10
  %40 = bitcast %struct.C* %2 to i8*
  store i8* %40, i8** @_ZL5whole, align 4
  %41 = bitcast %struct.C* %2 to %struct.A*
  %42 = call noundef %struct.A* @_ZL6opaqueI1AEPT_S2_(%struct.A* noundef %41)
  store %struct.A* %42, %struct.A** %3, align 4
  %43 = load %struct.A*, %struct.A** %3, align 4
  %44 = icmp eq %struct.A* %43, null
  br i1 %44, label %49, label %45

45:                                               ; preds = %0
  %46 = bitcast %struct.A* %43 to i8*
  %47 = call i8* @__dynamic_cast(i8* %46, i8* bitcast ({ i8*, i8* }* @_ZTI1A to i8*), i8* bitcast ({ i8*, i8*, i8* }* @_ZTI1B to i8*), i32 0) #10
  %48 = bitcast i8* %47 to %struct.B*
  br label %50

49:                                               ; preds = %0
  br label %50

50:                                               ; preds = %49, %45
  %51 = phi %struct.B* [ %48, %45 ], [ null, %49 ]
  %52 = bitcast %struct.B* %51 to i8*
  call void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.1, i32 0, i32 0), i8* noundef %52)
  %53 = load %struct.A*, %struct.A** %3, align 4
  %54 = icmp eq %struct.A* %53, null
  br i1 %54, label %59, label %55

55:                                               ; preds = %50
  %56 = bitcast %struct.A* %53 to i8*
  %57 = call i8* @__dynamic_cast(i8* %56, i8* bitcast ({ i8*, i8* }* @_ZTI1A to i8*), i8* bitcast ({ i8*, i8*, i8* }* @_ZTI1C to i8*), i32 0) #10
  %58 = bitcast i8* %57 to %struct.C*
  br label %60

59:                                               ; preds = %50
  br label %60

60:                                               ; preds = %59, %55
  %61 = phi %struct.C* [ %58, %55 ], [ null, %59 ]
  %62 = bitcast %struct.C* %61 to i8*
  call void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.2, i32 0, i32 0), i8* noundef %62)
  %63 = load %struct.A*, %struct.A** %3, align 4
  %64 = icmp eq %struct.A* %63, null
  br i1 %64, label %69, label %65

65:                                               ; preds = %60
  %66 = bitcast %struct.A* %63 to i8*
  %67 = call i8* @__dynamic_cast(i8* %66, i8* bitcast ({ i8*, i8* }* @_ZTI1A to i8*), i8* bitcast ({ i8*, i8*, i8* }* @_ZTI3Sib to i8*), i32 0) #10
  %68 = bitcast i8* %67 to %struct.Sib*
  br label %70

69:                                               ; preds = %60
  br label %70

70:                                               ; preds = %69, %65
  %71 = phi %struct.Sib* [ %68, %65 ], [ null, %69 ]
  %72 = bitcast %struct.Sib* %71 to i8*
  call void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.3, i32 0, i32 0), i8* noundef %72)
  %73 = load %struct.A*, %struct.A** %3, align 4
  %74 = icmp eq %struct.A* %73, null
  br i1 %74, label %79, label %75

75:                                               ; preds = %70
  %76 = bitcast %struct.A* %73 to i8*
  %77 = call i8* @__dynamic_cast(i8* %76, i8* bitcast ({ i8*, i8* }* @_ZTI1A to i8*), i8* bitcast ({ i8*, i8*, i8* }* @_ZTI3Fin to i8*), i32 0) #10
  %78 = bitcast i8* %77 to %struct.Fin*
  br label %80

79:                                               ; preds = %70
  br label %80

80:                                               ; preds = %79, %75
  %81 = phi %struct.Fin* [ %78, %75 ], [ null, %79 ]
  %82 = bitcast %struct.Fin* %81 to i8*
  call void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.4, i32 0, i32 0), i8* noundef %82)
  %83 = load %struct.A*, %struct.A** %3, align 4
  %84 = icmp eq %struct.A* %83, null
  br i1 %84, label %92, label %85

85:                                               ; preds = %80
  %86 = bitcast %struct.A* %83 to i32**
  %87 = load i32*, i32** %86, align 4
  %88 = getelementptr inbounds i32, i32* %87, i64 -2
  %89 = load i32, i32* %88, align 4
  %90 = bitcast %struct.A* %83 to i8*
  %91 = getelementptr inbounds i8, i8* %90, i32 %89
  br label %93

92:                                               ; preds = %80
  br label %93

93:                                               ; preds = %92, %85
  %94 = phi i8* [ %91, %85 ], [ null, %92 ]
  call void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.5, i32 0, i32 0), i8* noundef %94)
  %95 = bitcast %struct.C* %2 to %struct.B*
  %96 = call noundef %struct.B* @_ZL6opaqueI1BEPT_S2_(%struct.B* noundef %95)
  %97 = icmp eq %struct.B* %96, null
  br i1 %97, label %102, label %98

98:                                               ; preds = %93
  %99 = bitcast %struct.B* %96 to i8*
  %100 = call i8* @__dynamic_cast(i8* %99, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI1B to i8*), i8* bitcast ({ i8*, i8*, i8* }* @_ZTI1C to i8*), i32 0) #10
  %101 = bitcast i8* %100 to %struct.C*
  br label %103

102:                                              ; preds = %93
  br label %103

103:                                              ; preds = %102, %98
  %104 = phi %struct.C* [ %101, %98 ], [ null, %102 ]
  %105 = bitcast %struct.C* %104 to i8*
  call void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.6, i32 0, i32 0), i8* noundef %105)
  %106 = load %struct.A*, %struct.A** %3, align 4
  %107 = icmp eq %struct.A* %106, null
  br i1 %107, label %112, label %108

108:                                              ; preds = %103
  %109 = bitcast %struct.A* %106 to i8*
  %110 = call i8* @__dynamic_cast(i8* %109, i8* bitcast ({ i8*, i8* }* @_ZTI1A to i8*), i8* bitcast ({ i8*, i8* }* @_ZTI1X to i8*), i32 -2) #10
  %111 = bitcast i8* %110 to %struct.X*
  br label %113

112:                                              ; preds = %103
  br label %113

113:                                              ; preds = %112, %108
  %114 = phi %struct.X* [ %111, %108 ], [ null, %112 ]
  %115 = bitcast %struct.X* %114 to i8*
  call void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.7, i32 0, i32 0), i8* noundef %115)
  call void @_ZN1BC2Ev(%struct.B* noundef nonnull align 4 dereferenceable(12) %4) #10
  %116 = bitcast %struct.B* %4 to i8*
  store i8* %116, i8** @_ZL5whole, align 4
  %117 = bitcast %struct.B* %4 to %struct.A*
  %118 = call noundef %struct.A* @_ZL6opaqueI1AEPT_S2_(%struct.A* noundef %117)
  %119 = icmp eq %struct.A* %118, null
  br i1 %119, label %124, label %120

120:                                              ; preds = %113
  %121 = bitcast %struct.A* %118 to i8*
  %122 = call i8* @__dynamic_cast(i8* %121, i8* bitcast ({ i8*, i8* }* @_ZTI1A to i8*), i8* bitcast ({ i8*, i8*, i8* }* @_ZTI1B to i8*), i32 0) #10
  %123 = bitcast i8* %122 to %struct.B*
  br label %125

124:                                              ; preds = %113
  br label %125

125:                                              ; preds = %124, %120
  %126 = phi %struct.B* [ %123, %120 ], [ null, %124 ]
  %127 = bitcast %struct.B* %126 to i8*
  call void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.8, i32 0, i32 0), i8* noundef %127)
  %128 = bitcast %struct.B* %4 to %struct.A*
  %129 = call noundef %struct.A* @_ZL6opaqueI1AEPT_S2_(%struct.A* noundef %128)
  %130 = icmp eq %struct.A* %129, null
  br i1 %130, label %135, label %131

131:                                              ; preds = %125
  %132 = bitcast %struct.A* %129 to i8*
  %133 = call i8* @__dynamic_cast(i8* %132, i8* bitcast ({ i8*, i8* }* @_ZTI1A to i8*), i8* bitcast ({ i8*, i8*, i8* }* @_ZTI1C to i8*), i32 0) #10
  %134 = bitcast i8* %133 to %struct.C*
  br label %136

135:                                              ; preds = %125
  br label %136

136:                                              ; preds = %135, %131
  %137 = phi %struct.C* [ %134, %131 ], [ null, %135 ]
  %138 = bitcast %struct.C* %137 to i8*
  call void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.9, i32 0, i32 0), i8* noundef %138)
  call void @_ZN3FinC2Ev(%struct.Fin* noundef nonnull align 4 dereferenceable(16) %5) #10
  %139 = bitcast %struct.Fin* %5 to i8*
  store i8* %139, i8** @_ZL5whole, align 4
  %140 = bitcast %struct.Fin* %5 to %struct.A*
  %141 = call noundef %struct.A* @_ZL6opaqueI1AEPT_S2_(%struct.A* noundef %140)
  %142 = icmp eq %struct.A* %141, null
  br i1 %142, label %147, label %143

143:                                              ; preds = %136
  %144 = bitcast %struct.A* %141 to i8*
  %145 = call i8* @__dynamic_cast(i8* %144, i8* bitcast ({ i8*, i8* }* @_ZTI1A to i8*), i8* bitcast ({ i8*, i8*, i8* }* @_ZTI3Fin to i8*), i32 0) #10
  %146 = bitcast i8* %145 to %struct.Fin*
  br label %148

147:                                              ; preds = %136
  br label %148

148:                                              ; preds = %147, %143
  %149 = phi %struct.Fin* [ %146, %143 ], [ null, %147 ]
  %150 = bitcast %struct.Fin* %149 to i8*
  call void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.10, i32 0, i32 0), i8* noundef %150)
  %151 = bitcast %struct.Fin* %5 to %struct.B*
  %152 = call noundef %struct.B* @_ZL6opaqueI1BEPT_S2_(%struct.B* noundef %151)
  %153 = icmp eq %struct.B* %152, null
  br i1 %153, label %158, label %154

154:                                              ; preds = %148
  %155 = bitcast %struct.B* %152 to i8*
  %156 = call i8* @__dynamic_cast(i8* %155, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI1B to i8*), i8* bitcast ({ i8*, i8*, i8* }* @_ZTI3Fin to i8*), i32 0) #10
  %157 = bitcast i8* %156 to %struct.Fin*
  br label %159

158:                                              ; preds = %148
  br label %159

159:                                              ; preds = %158, %154
  %160 = phi %struct.Fin* [ %157, %154 ], [ null, %158 ]
  %161 = bitcast %struct.Fin* %160 to i8*
  call void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.11, i32 0, i32 0), i8* noundef %161)
  %162 = bitcast %struct.C* %2 to %struct.B*
  %163 = call noundef %struct.B* @_ZL6opaqueI1BEPT_S2_(%struct.B* noundef %162)
  %164 = icmp eq %struct.B* %163, null
  br i1 %164, label %169, label %165

165:                                              ; preds = %159
  %166 = bitcast %struct.B* %163 to i8*
  %167 = call i8* @__dynamic_cast(i8* %166, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI1B to i8*), i8* bitcast ({ i8*, i8*, i8* }* @_ZTI3Fin to i8*), i32 0) #10
  %168 = bitcast i8* %167 to %struct.Fin*
  br label %170

169:                                              ; preds = %159
  br label %170

170:                                              ; preds = %169, %165
  %171 = phi %struct.Fin* [ %168, %165 ], [ null, %169 ]
  %172 = bitcast %struct.Fin* %171 to i8*
  call void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.12, i32 0, i32 0), i8* noundef %172)
  %173 = call noundef %struct.A* @_ZL6opaqueI1AEPT_S2_(%struct.A* noundef null)
  store %struct.A* %173, %struct.A** %6, align 4
  %174 = load %struct.A*, %struct.A** %6, align 4
  %175 = icmp eq %struct.A* %174, null
  br i1 %175, label %180, label %176

176:                                              ; preds = %170
  %177 = bitcast %struct.A* %174 to i8*
  %178 = call i8* @__dynamic_cast(i8* %177, i8* bitcast ({ i8*, i8* }* @_ZTI1A to i8*), i8* bitcast ({ i8*, i8*, i8* }* @_ZTI1C to i8*), i32 0) #10
  %179 = bitcast i8* %178 to %struct.C*
  br label %181

180:                                              ; preds = %170
  br label %181

181:                                              ; preds = %180, %176
  %182 = phi %struct.C* [ %179, %176 ], [ null, %180 ]
  %183 = bitcast %struct.C* %182 to i8*
  call void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.13, i32 0, i32 0), i8* noundef %183)
  %184 = load %struct.A*, %struct.A** %6, align 4
  %185 = icmp eq %struct.A* %184, null
  br i1 %185, label %193, label %186

186:                                              ; preds = %181
  %187 = bitcast %struct.A* %184 to i32**
  %188 = load i32*, i32** %187, align 4
  %189 = getelementptr inbounds i32, i32* %188, i64 -2
  %190 = load i32, i32* %189, align 4
  %191 = bitcast %struct.A* %184 to i8*
  %192 = getelementptr inbounds i8, i8* %191, i32 %190
  br label %194

193:                                              ; preds = %181
  br label %194

194:                                              ; preds = %193, %186
  %195 = phi i8* [ %192, %186 ], [ null, %193 ]
  call void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.14, i32 0, i32 0), i8* noundef %195)
  %196 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.15, i32 0, i32 0))
  call void @_ZN2XYC2Ev(%struct.XY* noundef nonnull align 4 dereferenceable(20) %7) #10
  %197 = bitcast %struct.XY* %7 to i8*
  store i8* %197, i8** @_ZL5whole, align 4
  %198 = bitcast %struct.XY* %7 to %struct.X*
  %199 = call noundef %struct.X* @_ZL6opaqueI1XEPT_S2_(%struct.X* noundef %198)
  store %struct.X* %199, %struct.X** %8, align 4
  %200 = icmp eq %struct.XY* %7, null
  br i1 %200, label %205, label %201

201:                                              ; preds = %194
  %202 = bitcast %struct.XY* %7 to i8*
  %203 = getelementptr inbounds i8, i8* %202, i32 8
  %204 = bitcast i8* %203 to %struct.Y*
  br label %205

205:                                              ; preds = %201, %194
  %206 = phi %struct.Y* [ %204, %201 ], [ null, %194 ]
  %207 = call noundef %struct.Y* @_ZL6opaqueI1YEPT_S2_(%struct.Y* noundef %206)
  store %struct.Y* %207, %struct.Y** %9, align 4
  %208 = load %struct.X*, %struct.X** %8, align 4
  %209 = icmp eq %struct.X* %208, null
  br i1 %209, label %214, label %210

210:                                              ; preds = %205
  %211 = bitcast %struct.X* %208 to i8*
  %212 = call i8* @__dynamic_cast(i8* %211, i8* bitcast ({ i8*, i8* }* @_ZTI1X to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32, i8*, i32, i8*, i32 }* @_ZTI2XY to i8*), i32 0) #10
  %213 = bitcast i8* %212 to %struct.XY*
  br label %215

214:                                              ; preds = %205
  br label %215

215:                                              ; preds = %214, %210
  %216 = phi %struct.XY* [ %213, %210 ], [ null, %214 ]
  %217 = bitcast %struct.XY* %216 to i8*
  call void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.16, i32 0, i32 0), i8* noundef %217)
  %218 = load %struct.Y*, %struct.Y** %9, align 4
  %219 = icmp eq %struct.Y* %218, null
  br i1 %219, label %224, label %220

220:                                              ; preds = %215
  %221 = bitcast %struct.Y* %218 to i8*
  %222 = call i8* @__dynamic_cast(i8* %221, i8* bitcast ({ i8*, i8* }* @_ZTI1Y to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32, i8*, i32, i8*, i32 }* @_ZTI2XY to i8*), i32 8) #10
  %223 = bitcast i8* %222 to %struct.XY*
  br label %225

224:                                              ; preds = %215
  br label %225

225:                                              ; preds = %224, %220
  %226 = phi %struct.XY* [ %223, %220 ], [ null, %224 ]
  %227 = bitcast %struct.XY* %226 to i8*
  call void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.17, i32 0, i32 0), i8* noundef %227)
  %228 = load %struct.X*, %struct.X** %8, align 4
  %229 = icmp eq %struct.X* %228, null
  br i1 %229, label %234, label %230

230:                                              ; preds = %225
  %231 = bitcast %struct.X* %228 to i8*
  %232 = call i8* @__dynamic_cast(i8* %231, i8* bitcast ({ i8*, i8* }* @_ZTI1X to i8*), i8* bitcast ({ i8*, i8* }* @_ZTI1Y to i8*), i32 -2) #10
  %233 = bitcast i8* %232 to %struct.Y*
  br label %235

234:                                              ; preds = %225
  br label %235

235:                                              ; preds = %234, %230
  %236 = phi %struct.Y* [ %233, %230 ], [ null, %234 ]
  %237 = bitcast %struct.Y* %236 to i8*
  call void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.18, i32 0, i32 0), i8* noundef %237)
  %238 = load %struct.Y*, %struct.Y** %9, align 4
  %239 = icmp eq %struct.Y* %238, null
  br i1 %239, label %244, label %240

240:                                              ; preds = %235
  %241 = bitcast %struct.Y* %238 to i8*
  %242 = call i8* @__dynamic_cast(i8* %241, i8* bitcast ({ i8*, i8* }* @_ZTI1Y to i8*), i8* bitcast ({ i8*, i8* }* @_ZTI1X to i8*), i32 -2) #10
  %243 = bitcast i8* %242 to %struct.X*
  br label %245

244:                                              ; preds = %235
  br label %245

245:                                              ; preds = %244, %240
  %246 = phi %struct.X* [ %243, %240 ], [ null, %244 ]
  %247 = bitcast %struct.X* %246 to i8*
  call void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.19, i32 0, i32 0), i8* noundef %247)
  %248 = load %struct.X*, %struct.X** %8, align 4
  %249 = icmp eq %struct.X* %248, null
  br i1 %249, label %254, label %250

250:                                              ; preds = %245
  %251 = bitcast %struct.X* %248 to i8*
  %252 = call i8* @__dynamic_cast(i8* %251, i8* bitcast ({ i8*, i8* }* @_ZTI1X to i8*), i8* bitcast ({ i8*, i8* }* @_ZTI5Empty to i8*), i32 -2) #10
  %253 = bitcast i8* %252 to %struct.Empty*
  br label %255

254:                                              ; preds = %245
  br label %255

255:                                              ; preds = %254, %250
  %256 = phi %struct.Empty* [ %253, %250 ], [ null, %254 ]
  %257 = bitcast %struct.Empty* %256 to i8*
  call void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.20, i32 0, i32 0), i8* noundef %257)
  %258 = load %struct.Y*, %struct.Y** %9, align 4
  %259 = icmp eq %struct.Y* %258, null
  br i1 %259, label %267, label %260

260:                                              ; preds = %255
  %261 = bitcast %struct.Y* %258 to i32**
  %262 = load i32*, i32** %261, align 4
  %263 = getelementptr inbounds i32, i32* %262, i64 -2
  %264 = load i32, i32* %263, align 4
  %265 = bitcast %struct.Y* %258 to i8*
  %266 = getelementptr inbounds i8, i8* %265, i32 %264
  br label %268

267:                                              ; preds = %255
  br label %268

268:                                              ; preds = %267, %260
  %269 = phi i8* [ %266, %260 ], [ null, %267 ]
  call void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.21, i32 0, i32 0), i8* noundef %269)
  %270 = load %struct.X*, %struct.X** %8, align 4
  %271 = icmp eq %struct.X* %270, null
  br i1 %271, label %276, label %272

272:                                              ; preds = %268
  %273 = bitcast %struct.X* %270 to i8*
  %274 = call i8* @__dynamic_cast(i8* %273, i8* bitcast ({ i8*, i8* }* @_ZTI1X to i8*), i8* bitcast ({ i8*, i8* }* @_ZTI1Z to i8*), i32 -2) #10
  %275 = bitcast i8* %274 to %struct.Z*
  br label %277

276:                                              ; preds = %268
  br label %277

277:                                              ; preds = %276, %272
  %278 = phi %struct.Z* [ %275, %272 ], [ null, %276 ]
  %279 = bitcast %struct.Z* %278 to i8*
  call void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.22, i32 0, i32 0), i8* noundef %279)
  %280 = icmp eq %struct.XY* %7, null
  br i1 %280, label %285, label %281

281:                                              ; preds = %277
  %282 = bitcast %struct.XY* %7 to i8*
  %283 = getelementptr inbounds i8, i8* %282, i32 8
  %284 = bitcast i8* %283 to %struct.Y*
  br label %285

285:                                              ; preds = %281, %277
  %286 = phi %struct.Y* [ %284, %281 ], [ null, %277 ]
  %287 = call noundef %struct.Y* @_ZL6opaqueIK1YEPT_S3_(%struct.Y* noundef %286)
  store %struct.Y* %287, %struct.Y** %10, align 4
  %288 = load %struct.Y*, %struct.Y** %10, align 4
  %289 = icmp eq %struct.Y* %288, null
  br i1 %289, label %294, label %290

290:                                              ; preds = %285
  %291 = bitcast %struct.Y* %288 to i8*
  %292 = call i8* @__dynamic_cast(i8* %291, i8* bitcast ({ i8*, i8* }* @_ZTI1Y to i8*), i8* bitcast ({ i8*, i8* }* @_ZTI1X to i8*), i32 -2) #10
  %293 = bitcast i8* %292 to %struct.X*
  br label %295

294:                                              ; preds = %285
  br label %295

295:                                              ; preds = %294, %290
  %296 = phi %struct.X* [ %293, %290 ], [ null, %294 ]
  %297 = bitcast %struct.X* %296 to i8*
  call void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.23, i32 0, i32 0), i8* noundef %297)
  %298 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([20 x i8], [20 x i8]* @.str.24, i32 0, i32 0))
  call void @_ZN1DC1Ev(%struct.D* noundef nonnull align 4 dereferenceable(20) %11) #10
  %299 = bitcast %struct.D* %11 to i8*
  store i8* %299, i8** @_ZL5whole, align 4
  %300 = icmp eq %struct.D* %11, null
  br i1 %300, label %310, label %301

301:                                              ; preds = %295
  %302 = bitcast %struct.D* %11 to i8**
  %303 = load i8*, i8** %302, align 4
  %304 = getelementptr i8, i8* %303, i64 -12
  %305 = bitcast i8* %304 to i32*
  %306 = load i32, i32* %305, align 4
  %307 = bitcast %struct.D* %11 to i8*
  %308 = getelementptr inbounds i8, i8* %307, i32 %306
  %309 = bitcast i8* %308 to %struct.V*
  br label %310

310:                                              ; preds = %301, %295
  %311 = phi %struct.V* [ %309, %301 ], [ null, %295 ]
  %312 = call noundef %struct.V* @_ZL6opaqueI1VEPT_S2_(%struct.V* noundef %311)
  store %struct.V* %312, %struct.V** %12, align 4
  %313 = bitcast %struct.D* %11 to %struct.L*
  %314 = call noundef %struct.L* @_ZL6opaqueI1LEPT_S2_(%struct.L* noundef %313)
  store %struct.L* %314, %struct.L** %13, align 4
  %315 = icmp eq %struct.D* %11, null
  br i1 %315, label %320, label %316

316:                                              ; preds = %310
  %317 = bitcast %struct.D* %11 to i8*
  %318 = getelementptr inbounds i8, i8* %317, i32 8
  %319 = bitcast i8* %318 to %struct.R*
  br label %320

320:                                              ; preds = %316, %310
  %321 = phi %struct.R* [ %319, %316 ], [ null, %310 ]
  %322 = call noundef %struct.R* @_ZL6opaqueI1REPT_S2_(%struct.R* noundef %321)
  store %struct.R* %322, %struct.R** %14, align 4
  %323 = load %struct.V*, %struct.V** %12, align 4
  %324 = icmp eq %struct.V* %323, null
  br i1 %324, label %329, label %325

325:                                              ; preds = %320
  %326 = bitcast %struct.V* %323 to i8*
  %327 = call i8* @__dynamic_cast(i8* %326, i8* bitcast ({ i8*, i8* }* @_ZTI1V to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32, i8*, i32 }* @_ZTI1D to i8*), i32 -1) #10
  %328 = bitcast i8* %327 to %struct.D*
  br label %330

329:                                              ; preds = %320
  br label %330

330:                                              ; preds = %329, %325
  %331 = phi %struct.D* [ %328, %325 ], [ null, %329 ]
  %332 = bitcast %struct.D* %331 to i8*
  call void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.25, i32 0, i32 0), i8* noundef %332)
  %333 = load %struct.V*, %struct.V** %12, align 4
  %334 = icmp eq %struct.V* %333, null
  br i1 %334, label %339, label %335

335:                                              ; preds = %330
  %336 = bitcast %struct.V* %333 to i8*
  %337 = call i8* @__dynamic_cast(i8* %336, i8* bitcast ({ i8*, i8* }* @_ZTI1V to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32 }* @_ZTI1L to i8*), i32 -1) #10
  %338 = bitcast i8* %337 to %struct.L*
  br label %340

339:                                              ; preds = %330
  br label %340

340:                                              ; preds = %339, %335
  %341 = phi %struct.L* [ %338, %335 ], [ null, %339 ]
  %342 = bitcast %struct.L* %341 to i8*
  call void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.26, i32 0, i32 0), i8* noundef %342)
  %343 = load %struct.V*, %struct.V** %12, align 4
  %344 = icmp eq %struct.V* %343, null
  br i1 %344, label %349, label %345

345:                                              ; preds = %340
  %346 = bitcast %struct.V* %343 to i8*
  %347 = call i8* @__dynamic_cast(i8* %346, i8* bitcast ({ i8*, i8* }* @_ZTI1V to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32 }* @_ZTI1R to i8*), i32 -1) #10
  %348 = bitcast i8* %347 to %struct.R*
  br label %350

349:                                              ; preds = %340
  br label %350

350:                                              ; preds = %349, %345
  %351 = phi %struct.R* [ %348, %345 ], [ null, %349 ]
  %352 = bitcast %struct.R* %351 to i8*
  call void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.27, i32 0, i32 0), i8* noundef %352)
  %353 = load %struct.L*, %struct.L** %13, align 4
  %354 = icmp eq %struct.L* %353, null
  br i1 %354, label %359, label %355

355:                                              ; preds = %350
  %356 = bitcast %struct.L* %353 to i8*
  %357 = call i8* @__dynamic_cast(i8* %356, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32 }* @_ZTI1L to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32 }* @_ZTI1R to i8*), i32 -2) #10
  %358 = bitcast i8* %357 to %struct.R*
  br label %360

359:                                              ; preds = %350
  br label %360

360:                                              ; preds = %359, %355
  %361 = phi %struct.R* [ %358, %355 ], [ null, %359 ]
  %362 = bitcast %struct.R* %361 to i8*
  call void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.28, i32 0, i32 0), i8* noundef %362)
  %363 = load %struct.R*, %struct.R** %14, align 4
  %364 = icmp eq %struct.R* %363, null
  br i1 %364, label %369, label %365

365:                                              ; preds = %360
  %366 = bitcast %struct.R* %363 to i8*
  %367 = call i8* @__dynamic_cast(i8* %366, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32 }* @_ZTI1R to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32 }* @_ZTI1L to i8*), i32 -2) #10
  %368 = bitcast i8* %367 to %struct.L*
  br label %370

369:                                              ; preds = %360
  br label %370

370:                                              ; preds = %369, %365
  %371 = phi %struct.L* [ %368, %365 ], [ null, %369 ]
  %372 = bitcast %struct.L* %371 to i8*
  call void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.29, i32 0, i32 0), i8* noundef %372)
  %373 = load %struct.R*, %struct.R** %14, align 4
  %374 = icmp eq %struct.R* %373, null
  br i1 %374, label %379, label %375

375:                                              ; preds = %370
  %376 = bitcast %struct.R* %373 to i8*
  %377 = call i8* @__dynamic_cast(i8* %376, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32 }* @_ZTI1R to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32, i8*, i32 }* @_ZTI1D to i8*), i32 8) #10
  %378 = bitcast i8* %377 to %struct.D*
  br label %380

379:                                              ; preds = %370
  br label %380

380:                                              ; preds = %379, %375
  %381 = phi %struct.D* [ %378, %375 ], [ null, %379 ]
  %382 = bitcast %struct.D* %381 to i8*
  call void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.30, i32 0, i32 0), i8* noundef %382)
  %383 = load %struct.V*, %struct.V** %12, align 4
  %384 = icmp eq %struct.V* %383, null
  br i1 %384, label %392, label %385

385:                                              ; preds = %380
  %386 = bitcast %struct.V* %383 to i32**
  %387 = load i32*, i32** %386, align 4
  %388 = getelementptr inbounds i32, i32* %387, i64 -2
  %389 = load i32, i32* %388, align 4
  %390 = bitcast %struct.V* %383 to i8*
  %391 = getelementptr inbounds i8, i8* %390, i32 %389
  br label %393

392:                                              ; preds = %380
  br label %393

393:                                              ; preds = %392, %385
  %394 = phi i8* [ %391, %385 ], [ null, %392 ]
  call void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.31, i32 0, i32 0), i8* noundef %394)
  %395 = load %struct.R*, %struct.R** %14, align 4
  %396 = icmp eq %struct.R* %395, null
  br i1 %396, label %404, label %397

397:                                              ; preds = %393
  %398 = bitcast %struct.R* %395 to i32**
  %399 = load i32*, i32** %398, align 4
  %400 = getelementptr inbounds i32, i32* %399, i64 -2
  %401 = load i32, i32* %400, align 4
  %402 = bitcast %struct.R* %395 to i8*
  %403 = getelementptr inbounds i8, i8* %402, i32 %401
  br label %405

404:                                              ; preds = %393
  br label %405

405:                                              ; preds = %404, %397
  %406 = phi i8* [ %403, %397 ], [ null, %404 ]
  call void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.32, i32 0, i32 0), i8* noundef %406)
  %407 = load %struct.V*, %struct.V** %12, align 4
  %408 = icmp eq %struct.V* %407, null
  br i1 %408, label %413, label %409

409:                                              ; preds = %405
  %410 = bitcast %struct.V* %407 to i8*
  %411 = call i8* @__dynamic_cast(i8* %410, i8* bitcast ({ i8*, i8* }* @_ZTI1V to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32, i8*, i32, i8*, i32 }* @_ZTI1M to i8*), i32 -1) #10
  %412 = bitcast i8* %411 to %struct.M*
  br label %414

413:                                              ; preds = %405
  br label %414

414:                                              ; preds = %413, %409
  %415 = phi %struct.M* [ %412, %409 ], [ null, %413 ]
  %416 = bitcast %struct.M* %415 to i8*
  call void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.33, i32 0, i32 0), i8* noundef %416)
  call void @_ZN1LC1Ev(%struct.L* noundef nonnull align 4 dereferenceable(8) %15) #10
  %417 = bitcast %struct.L* %15 to i8*
  store i8* %417, i8** @_ZL5whole, align 4
  %418 = icmp eq %struct.L* %15, null
  br i1 %418, label %428, label %419

419:                                              ; preds = %414
  %420 = bitcast %struct.L* %15 to i8**
  %421 = load i8*, i8** %420, align 4
  %422 = getelementptr i8, i8* %421, i64 -12
  %423 = bitcast i8* %422 to i32*
  %424 = load i32, i32* %423, align 4
  %425 = bitcast %struct.L* %15 to i8*
  %426 = getelementptr inbounds i8, i8* %425, i32 %424
  %427 = bitcast i8* %426 to %struct.V*
  br label %428

428:                                              ; preds = %419, %414
  %429 = phi %struct.V* [ %427, %419 ], [ null, %414 ]
  %430 = call noundef %struct.V* @_ZL6opaqueI1VEPT_S2_(%struct.V* noundef %429)
  %431 = icmp eq %struct.V* %430, null
  br i1 %431, label %436, label %432

432:                                              ; preds = %428
  %433 = bitcast %struct.V* %430 to i8*
  %434 = call i8* @__dynamic_cast(i8* %433, i8* bitcast ({ i8*, i8* }* @_ZTI1V to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32 }* @_ZTI1L to i8*), i32 -1) #10
  %435 = bitcast i8* %434 to %struct.L*
  br label %437

436:                                              ; preds = %428
  br label %437

437:                                              ; preds = %436, %432
  %438 = phi %struct.L* [ %435, %432 ], [ null, %436 ]
  %439 = bitcast %struct.L* %438 to i8*
  call void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.34, i32 0, i32 0), i8* noundef %439)
  %440 = icmp eq %struct.L* %15, null
  br i1 %440, label %450, label %441

441:                                              ; preds = %437
  %442 = bitcast %struct.L* %15 to i8**
  %443 = load i8*, i8** %442, align 4
  %444 = getelementptr i8, i8* %443, i64 -12
  %445 = bitcast i8* %444 to i32*
  %446 = load i32, i32* %445, align 4
  %447 = bitcast %struct.L* %15 to i8*
  %448 = getelementptr inbounds i8, i8* %447, i32 %446
  %449 = bitcast i8* %448 to %struct.V*
  br label %450

450:                                              ; preds = %441, %437
  %451 = phi %struct.V* [ %449, %441 ], [ null, %437 ]
  %452 = call noundef %struct.V* @_ZL6opaqueI1VEPT_S2_(%struct.V* noundef %451)
  %453 = icmp eq %struct.V* %452, null
  br i1 %453, label %458, label %454

454:                                              ; preds = %450
  %455 = bitcast %struct.V* %452 to i8*
  %456 = call i8* @__dynamic_cast(i8* %455, i8* bitcast ({ i8*, i8* }* @_ZTI1V to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32, i8*, i32 }* @_ZTI1D to i8*), i32 -1) #10
  %457 = bitcast i8* %456 to %struct.D*
  br label %459

458:                                              ; preds = %450
  br label %459

459:                                              ; preds = %458, %454
  %460 = phi %struct.D* [ %457, %454 ], [ null, %458 ]
  %461 = bitcast %struct.D* %460 to i8*
  call void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.35, i32 0, i32 0), i8* noundef %461)
  %462 = icmp eq %struct.L* %15, null
  br i1 %462, label %472, label %463

463:                                              ; preds = %459
  %464 = bitcast %struct.L* %15 to i8**
  %465 = load i8*, i8** %464, align 4
  %466 = getelementptr i8, i8* %465, i64 -12
  %467 = bitcast i8* %466 to i32*
  %468 = load i32, i32* %467, align 4
  %469 = bitcast %struct.L* %15 to i8*
  %470 = getelementptr inbounds i8, i8* %469, i32 %468
  %471 = bitcast i8* %470 to %struct.V*
  br label %472

472:                                              ; preds = %463, %459
  %473 = phi %struct.V* [ %471, %463 ], [ null, %459 ]
  %474 = call noundef %struct.V* @_ZL6opaqueI1VEPT_S2_(%struct.V* noundef %473)
  %475 = icmp eq %struct.V* %474, null
  br i1 %475, label %480, label %476

476:                                              ; preds = %472
  %477 = bitcast %struct.V* %474 to i8*
  %478 = call i8* @__dynamic_cast(i8* %477, i8* bitcast ({ i8*, i8* }* @_ZTI1V to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32 }* @_ZTI1R to i8*), i32 -1) #10
  %479 = bitcast i8* %478 to %struct.R*
  br label %481

480:                                              ; preds = %472
  br label %481

481:                                              ; preds = %480, %476
  %482 = phi %struct.R* [ %479, %476 ], [ null, %480 ]
  %483 = bitcast %struct.R* %482 to i8*
  call void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.36, i32 0, i32 0), i8* noundef %483)
  %484 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.37, i32 0, i32 0))
  call void @_ZN2D2C1Ev(%struct.D2* noundef nonnull align 4 dereferenceable(20) %16) #10
  %485 = bitcast %struct.D2* %16 to i8*
  store i8* %485, i8** @_ZL5whole, align 4
  %486 = icmp eq %struct.D2* %16, null
  br i1 %486, label %496, label %487

487:                                              ; preds = %481
  %488 = bitcast %struct.D2* %16 to i8**
  %489 = load i8*, i8** %488, align 4
  %490 = getelementptr i8, i8* %489, i64 -16
  %491 = bitcast i8* %490 to i32*
  %492 = load i32, i32* %491, align 4
  %493 = bitcast %struct.D2* %16 to i8*
  %494 = getelementptr inbounds i8, i8* %493, i32 %492
  %495 = bitcast i8* %494 to %struct.V*
  br label %496

496:                                              ; preds = %487, %481
  %497 = phi %struct.V* [ %495, %487 ], [ null, %481 ]
  %498 = call noundef %struct.V* @_ZL6opaqueI1VEPT_S2_(%struct.V* noundef %497)
  store %struct.V* %498, %struct.V** %17, align 4
  %499 = load %struct.V*, %struct.V** %17, align 4
  %500 = icmp eq %struct.V* %499, null
  br i1 %500, label %505, label %501

501:                                              ; preds = %496
  %502 = bitcast %struct.V* %499 to i8*
  %503 = call i8* @__dynamic_cast(i8* %502, i8* bitcast ({ i8*, i8* }* @_ZTI1V to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32, i8*, i32 }* @_ZTI2D2 to i8*), i32 -1) #10
  %504 = bitcast i8* %503 to %struct.D2*
  br label %506

505:                                              ; preds = %496
  br label %506

506:                                              ; preds = %505, %501
  %507 = phi %struct.D2* [ %504, %501 ], [ null, %505 ]
  %508 = bitcast %struct.D2* %507 to i8*
  call void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.38, i32 0, i32 0), i8* noundef %508)
  %509 = load %struct.V*, %struct.V** %17, align 4
  %510 = icmp eq %struct.V* %509, null
  br i1 %510, label %515, label %511

511:                                              ; preds = %506
  %512 = bitcast %struct.V* %509 to i8*
  %513 = call i8* @__dynamic_cast(i8* %512, i8* bitcast ({ i8*, i8* }* @_ZTI1V to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32 }* @_ZTI1L to i8*), i32 -1) #10
  %514 = bitcast i8* %513 to %struct.L*
  br label %516

515:                                              ; preds = %506
  br label %516

516:                                              ; preds = %515, %511
  %517 = phi %struct.L* [ %514, %511 ], [ null, %515 ]
  %518 = bitcast %struct.L* %517 to i8*
  call void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.26, i32 0, i32 0), i8* noundef %518)
  %519 = load %struct.V*, %struct.V** %17, align 4
  %520 = icmp eq %struct.V* %519, null
  br i1 %520, label %525, label %521

521:                                              ; preds = %516
  %522 = bitcast %struct.V* %519 to i8*
  %523 = call i8* @__dynamic_cast(i8* %522, i8* bitcast ({ i8*, i8* }* @_ZTI1V to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32 }* @_ZTI1R to i8*), i32 -1) #10
  %524 = bitcast i8* %523 to %struct.R*
  br label %526

525:                                              ; preds = %516
  br label %526

526:                                              ; preds = %525, %521
  %527 = phi %struct.R* [ %524, %521 ], [ null, %525 ]
  %528 = bitcast %struct.R* %527 to i8*
  call void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.27, i32 0, i32 0), i8* noundef %528)
  %529 = load %struct.V*, %struct.V** %17, align 4
  %530 = icmp eq %struct.V* %529, null
  br i1 %530, label %535, label %531

531:                                              ; preds = %526
  %532 = bitcast %struct.V* %529 to i8*
  %533 = call i8* @__dynamic_cast(i8* %532, i8* bitcast ({ i8*, i8* }* @_ZTI1V to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32 }* @_ZTI2L2 to i8*), i32 -1) #10
  %534 = bitcast i8* %533 to %struct.L2*
  br label %536

535:                                              ; preds = %526
  br label %536

536:                                              ; preds = %535, %531
  %537 = phi %struct.L2* [ %534, %531 ], [ null, %535 ]
  %538 = bitcast %struct.L2* %537 to i8*
  call void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.39, i32 0, i32 0), i8* noundef %538)
  %539 = load %struct.V*, %struct.V** %17, align 4
  %540 = icmp eq %struct.V* %539, null
  br i1 %540, label %545, label %541

541:                                              ; preds = %536
  %542 = bitcast %struct.V* %539 to i8*
  %543 = call i8* @__dynamic_cast(i8* %542, i8* bitcast ({ i8*, i8* }* @_ZTI1V to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32, i8*, i32 }* @_ZTI2R2 to i8*), i32 -1) #10
  %544 = bitcast i8* %543 to %struct.R2*
  br label %546

545:                                              ; preds = %536
  br label %546

546:                                              ; preds = %545, %541
  %547 = phi %struct.R2* [ %544, %541 ], [ null, %545 ]
  %548 = bitcast %struct.R2* %547 to i8*
  call void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.40, i32 0, i32 0), i8* noundef %548)
  %549 = icmp eq %struct.D2* %16, null
  br i1 %549, label %559, label %550

550:                                              ; preds = %546
  %551 = bitcast %struct.D2* %16 to i8**
  %552 = load i8*, i8** %551, align 4
  %553 = getelementptr i8, i8* %552, i64 -12
  %554 = bitcast i8* %553 to i32*
  %555 = load i32, i32* %554, align 4
  %556 = bitcast %struct.D2* %16 to i8*
  %557 = getelementptr inbounds i8, i8* %556, i32 %555
  %558 = bitcast i8* %557 to %struct.L*
  br label %559

559:                                              ; preds = %550, %546
  %560 = phi %struct.L* [ %558, %550 ], [ null, %546 ]
  %561 = call noundef %struct.L* @_ZL6opaqueI1LEPT_S2_(%struct.L* noundef %560)
  %562 = icmp eq %struct.L* %561, null
  br i1 %562, label %567, label %563

563:                                              ; preds = %559
  %564 = bitcast %struct.L* %561 to i8*
  %565 = call i8* @__dynamic_cast(i8* %564, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32 }* @_ZTI1L to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32, i8*, i32 }* @_ZTI2R2 to i8*), i32 -1) #10
  %566 = bitcast i8* %565 to %struct.R2*
  br label %568

567:                                              ; preds = %559
  br label %568

568:                                              ; preds = %567, %563
  %569 = phi %struct.R2* [ %566, %563 ], [ null, %567 ]
  %570 = bitcast %struct.R2* %569 to i8*
  call void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.41, i32 0, i32 0), i8* noundef %570)
  %571 = icmp eq %struct.D2* %16, null
  br i1 %571, label %581, label %572

572:                                              ; preds = %568
  %573 = bitcast %struct.D2* %16 to i8**
  %574 = load i8*, i8** %573, align 4
  %575 = getelementptr i8, i8* %574, i64 -20
  %576 = bitcast i8* %575 to i32*
  %577 = load i32, i32* %576, align 4
  %578 = bitcast %struct.D2* %16 to i8*
  %579 = getelementptr inbounds i8, i8* %578, i32 %577
  %580 = bitcast i8* %579 to %struct.R*
  br label %581

581:                                              ; preds = %572, %568
  %582 = phi %struct.R* [ %580, %572 ], [ null, %568 ]
  %583 = call noundef %struct.R* @_ZL6opaqueI1REPT_S2_(%struct.R* noundef %582)
  %584 = icmp eq %struct.R* %583, null
  br i1 %584, label %589, label %585

585:                                              ; preds = %581
  %586 = bitcast %struct.R* %583 to i8*
  %587 = call i8* @__dynamic_cast(i8* %586, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32 }* @_ZTI1R to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32 }* @_ZTI2L2 to i8*), i32 -2) #10
  %588 = bitcast i8* %587 to %struct.L2*
  br label %590

589:                                              ; preds = %581
  br label %590

590:                                              ; preds = %589, %585
  %591 = phi %struct.L2* [ %588, %585 ], [ null, %589 ]
  %592 = bitcast %struct.L2* %591 to i8*
  call void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.42, i32 0, i32 0), i8* noundef %592)
  %593 = bitcast %struct.D2* %16 to %struct.L2*
  %594 = call noundef %struct.L2* @_ZL6opaqueI2L2EPT_S2_(%struct.L2* noundef %593)
  %595 = icmp eq %struct.L2* %594, null
  br i1 %595, label %600, label %596

596:                                              ; preds = %590
  %597 = bitcast %struct.L2* %594 to i8*
  %598 = call i8* @__dynamic_cast(i8* %597, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32 }* @_ZTI2L2 to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32 }* @_ZTI1R to i8*), i32 -2) #10
  %599 = bitcast i8* %598 to %struct.R*
  br label %601

600:                                              ; preds = %590
  br label %601

601:                                              ; preds = %600, %596
  %602 = phi %struct.R* [ %599, %596 ], [ null, %600 ]
  %603 = bitcast %struct.R* %602 to i8*
  call void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.43, i32 0, i32 0), i8* noundef %603)
  %604 = load %struct.V*, %struct.V** %17, align 4
  %605 = icmp eq %struct.V* %604, null
  br i1 %605, label %613, label %606

606:                                              ; preds = %601
  %607 = bitcast %struct.V* %604 to i32**
  %608 = load i32*, i32** %607, align 4
  %609 = getelementptr inbounds i32, i32* %608, i64 -2
  %610 = load i32, i32* %609, align 4
  %611 = bitcast %struct.V* %604 to i8*
  %612 = getelementptr inbounds i8, i8* %611, i32 %610
  br label %614

613:                                              ; preds = %601
  br label %614

614:                                              ; preds = %613, %606
  %615 = phi i8* [ %612, %606 ], [ null, %613 ]
  call void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.31, i32 0, i32 0), i8* noundef %615)
  %616 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.44, i32 0, i32 0))
  call void @_ZN1MC1Ev(%struct.M* noundef nonnull align 4 dereferenceable(32) %18) #10
  %617 = bitcast %struct.M* %18 to i8*
  store i8* %617, i8** @_ZL5whole, align 4
  %618 = bitcast %struct.M* %18 to %struct.L*
  %619 = icmp eq %struct.L* %618, null
  br i1 %619, label %629, label %620

620:                                              ; preds = %614
  %621 = bitcast %struct.L* %618 to i8**
  %622 = load i8*, i8** %621, align 4
  %623 = getelementptr i8, i8* %622, i64 -12
  %624 = bitcast i8* %623 to i32*
  %625 = load i32, i32* %624, align 4
  %626 = bitcast %struct.L* %618 to i8*
  %627 = getelementptr inbounds i8, i8* %626, i32 %625
  %628 = bitcast i8* %627 to %struct.V*
  br label %629

629:                                              ; preds = %620, %614
  %630 = phi %struct.V* [ %628, %620 ], [ null, %614 ]
  %631 = call noundef %struct.V* @_ZL6opaqueI1VEPT_S2_(%struct.V* noundef %630)
  store %struct.V* %631, %struct.V** %19, align 4
  %632 = icmp eq %struct.M* %18, null
  br i1 %632, label %637, label %633

633:                                              ; preds = %629
  %634 = bitcast %struct.M* %18 to i8*
  %635 = getelementptr inbounds i8, i8* %634, i32 8
  %636 = bitcast i8* %635 to %struct.NV*
  br label %637

637:                                              ; preds = %633, %629
  %638 = phi %struct.NV* [ %636, %633 ], [ null, %629 ]
  %639 = bitcast %struct.NV* %638 to %struct.V*
  %640 = call noundef %struct.V* @_ZL6opaqueI1VEPT_S2_(%struct.V* noundef %639)
  store %struct.V* %640, %struct.V** %20, align 4
  %641 = load %struct.V*, %struct.V** %19, align 4
  %642 = icmp eq %struct.V* %641, null
  br i1 %642, label %647, label %643

643:                                              ; preds = %637
  %644 = bitcast %struct.V* %641 to i8*
  %645 = call i8* @__dynamic_cast(i8* %644, i8* bitcast ({ i8*, i8* }* @_ZTI1V to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32 }* @_ZTI1L to i8*), i32 -1) #10
  %646 = bitcast i8* %645 to %struct.L*
  br label %648

647:                                              ; preds = %637
  br label %648

648:                                              ; preds = %647, %643
  %649 = phi %struct.L* [ %646, %643 ], [ null, %647 ]
  %650 = bitcast %struct.L* %649 to i8*
  call void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.45, i32 0, i32 0), i8* noundef %650)
  %651 = load %struct.V*, %struct.V** %19, align 4
  %652 = icmp eq %struct.V* %651, null
  br i1 %652, label %657, label %653

653:                                              ; preds = %648
  %654 = bitcast %struct.V* %651 to i8*
  %655 = call i8* @__dynamic_cast(i8* %654, i8* bitcast ({ i8*, i8* }* @_ZTI1V to i8*), i8* bitcast ({ i8*, i8*, i8* }* @_ZTI2NV to i8*), i32 0) #10
  %656 = bitcast i8* %655 to %struct.NV*
  br label %658

657:                                              ; preds = %648
  br label %658

658:                                              ; preds = %657, %653
  %659 = phi %struct.NV* [ %656, %653 ], [ null, %657 ]
  %660 = bitcast %struct.NV* %659 to i8*
  call void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.46, i32 0, i32 0), i8* noundef %660)
  %661 = load %struct.V*, %struct.V** %20, align 4
  %662 = icmp eq %struct.V* %661, null
  br i1 %662, label %667, label %663

663:                                              ; preds = %658
  %664 = bitcast %struct.V* %661 to i8*
  %665 = call i8* @__dynamic_cast(i8* %664, i8* bitcast ({ i8*, i8* }* @_ZTI1V to i8*), i8* bitcast ({ i8*, i8*, i8* }* @_ZTI2NV to i8*), i32 0) #10
  %666 = bitcast i8* %665 to %struct.NV*
  br label %668

667:                                              ; preds = %658
  br label %668

668:                                              ; preds = %667, %663
  %669 = phi %struct.NV* [ %666, %663 ], [ null, %667 ]
  %670 = bitcast %struct.NV* %669 to i8*
  call void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.47, i32 0, i32 0), i8* noundef %670)
  %671 = load %struct.V*, %struct.V** %20, align 4
  %672 = icmp eq %struct.V* %671, null
  br i1 %672, label %677, label %673

673:                                              ; preds = %668
  %674 = bitcast %struct.V* %671 to i8*
  %675 = call i8* @__dynamic_cast(i8* %674, i8* bitcast ({ i8*, i8* }* @_ZTI1V to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32 }* @_ZTI1L to i8*), i32 -1) #10
  %676 = bitcast i8* %675 to %struct.L*
  br label %678

677:                                              ; preds = %668
  br label %678

678:                                              ; preds = %677, %673
  %679 = phi %struct.L* [ %676, %673 ], [ null, %677 ]
  %680 = bitcast %struct.L* %679 to i8*
  call void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.48, i32 0, i32 0), i8* noundef %680)
  %681 = load %struct.V*, %struct.V** %19, align 4
  %682 = icmp eq %struct.V* %681, null
  br i1 %682, label %687, label %683

683:                                              ; preds = %678
  %684 = bitcast %struct.V* %681 to i8*
  %685 = call i8* @__dynamic_cast(i8* %684, i8* bitcast ({ i8*, i8* }* @_ZTI1V to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32, i8*, i32, i8*, i32 }* @_ZTI1M to i8*), i32 -1) #10
  %686 = bitcast i8* %685 to %struct.M*
  br label %688

687:                                              ; preds = %678
  br label %688

688:                                              ; preds = %687, %683
  %689 = phi %struct.M* [ %686, %683 ], [ null, %687 ]
  %690 = bitcast %struct.M* %689 to i8*
  call void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.49, i32 0, i32 0), i8* noundef %690)
  %691 = load %struct.V*, %struct.V** %20, align 4
  %692 = icmp eq %struct.V* %691, null
  br i1 %692, label %697, label %693

693:                                              ; preds = %688
  %694 = bitcast %struct.V* %691 to i8*
  %695 = call i8* @__dynamic_cast(i8* %694, i8* bitcast ({ i8*, i8* }* @_ZTI1V to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32, i8*, i32, i8*, i32 }* @_ZTI1M to i8*), i32 -1) #10
  %696 = bitcast i8* %695 to %struct.M*
  br label %698

697:                                              ; preds = %688
  br label %698

698:                                              ; preds = %697, %693
  %699 = phi %struct.M* [ %696, %693 ], [ null, %697 ]
  %700 = bitcast %struct.M* %699 to i8*
  call void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.50, i32 0, i32 0), i8* noundef %700)
  %701 = icmp eq %struct.M* %18, null
  br i1 %701, label %706, label %702

702:                                              ; preds = %698
  %703 = bitcast %struct.M* %18 to i8*
  %704 = getelementptr inbounds i8, i8* %703, i32 20
  %705 = bitcast i8* %704 to %struct.Z*
  br label %706

706:                                              ; preds = %702, %698
  %707 = phi %struct.Z* [ %705, %702 ], [ null, %698 ]
  %708 = call noundef %struct.Z* @_ZL6opaqueI1ZEPT_S2_(%struct.Z* noundef %707)
  %709 = icmp eq %struct.Z* %708, null
  br i1 %709, label %714, label %710

710:                                              ; preds = %706
  %711 = bitcast %struct.Z* %708 to i8*
  %712 = call i8* @__dynamic_cast(i8* %711, i8* bitcast ({ i8*, i8* }* @_ZTI1Z to i8*), i8* bitcast ({ i8*, i8* }* @_ZTI1V to i8*), i32 -2) #10
  %713 = bitcast i8* %712 to %struct.V*
  br label %715

714:                                              ; preds = %706
  br label %715

715:                                              ; preds = %714, %710
  %716 = phi %struct.V* [ %713, %710 ], [ null, %714 ]
  %717 = bitcast %struct.V* %716 to i8*
  call void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.51, i32 0, i32 0), i8* noundef %717)
  %718 = icmp eq %struct.M* %18, null
  br i1 %718, label %723, label %719

719:                                              ; preds = %715
  %720 = bitcast %struct.M* %18 to i8*
  %721 = getelementptr inbounds i8, i8* %720, i32 20
  %722 = bitcast i8* %721 to %struct.Z*
  br label %723

723:                                              ; preds = %719, %715
  %724 = phi %struct.Z* [ %722, %719 ], [ null, %715 ]
  %725 = call noundef %struct.Z* @_ZL6opaqueI1ZEPT_S2_(%struct.Z* noundef %724)
  %726 = icmp eq %struct.Z* %725, null
  br i1 %726, label %731, label %727

727:                                              ; preds = %723
  %728 = bitcast %struct.Z* %725 to i8*
  %729 = call i8* @__dynamic_cast(i8* %728, i8* bitcast ({ i8*, i8* }* @_ZTI1Z to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32 }* @_ZTI1L to i8*), i32 -2) #10
  %730 = bitcast i8* %729 to %struct.L*
  br label %732

731:                                              ; preds = %723
  br label %732

732:                                              ; preds = %731, %727
  %733 = phi %struct.L* [ %730, %727 ], [ null, %731 ]
  %734 = bitcast %struct.L* %733 to i8*
  call void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.52, i32 0, i32 0), i8* noundef %734)
  %735 = icmp eq %struct.M* %18, null
  br i1 %735, label %740, label %736

736:                                              ; preds = %732
  %737 = bitcast %struct.M* %18 to i8*
  %738 = getelementptr inbounds i8, i8* %737, i32 20
  %739 = bitcast i8* %738 to %struct.Z*
  br label %740

740:                                              ; preds = %736, %732
  %741 = phi %struct.Z* [ %739, %736 ], [ null, %732 ]
  %742 = call noundef %struct.Z* @_ZL6opaqueI1ZEPT_S2_(%struct.Z* noundef %741)
  %743 = icmp eq %struct.Z* %742, null
  br i1 %743, label %748, label %744

744:                                              ; preds = %740
  %745 = bitcast %struct.Z* %742 to i8*
  %746 = call i8* @__dynamic_cast(i8* %745, i8* bitcast ({ i8*, i8* }* @_ZTI1Z to i8*), i8* bitcast ({ i8*, i8*, i8* }* @_ZTI2NV to i8*), i32 -2) #10
  %747 = bitcast i8* %746 to %struct.NV*
  br label %749

748:                                              ; preds = %740
  br label %749

749:                                              ; preds = %748, %744
  %750 = phi %struct.NV* [ %747, %744 ], [ null, %748 ]
  %751 = bitcast %struct.NV* %750 to i8*
  call void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.53, i32 0, i32 0), i8* noundef %751)
  %752 = icmp eq %struct.M* %18, null
  br i1 %752, label %757, label %753

753:                                              ; preds = %749
  %754 = bitcast %struct.M* %18 to i8*
  %755 = getelementptr inbounds i8, i8* %754, i32 20
  %756 = bitcast i8* %755 to %struct.Z*
  br label %757

757:                                              ; preds = %753, %749
  %758 = phi %struct.Z* [ %756, %753 ], [ null, %749 ]
  %759 = call noundef %struct.Z* @_ZL6opaqueI1ZEPT_S2_(%struct.Z* noundef %758)
  %760 = icmp eq %struct.Z* %759, null
  br i1 %760, label %768, label %761

761:                                              ; preds = %757
  %762 = bitcast %struct.Z* %759 to i32**
  %763 = load i32*, i32** %762, align 4
  %764 = getelementptr inbounds i32, i32* %763, i64 -2
  %765 = load i32, i32* %764, align 4
  %766 = bitcast %struct.Z* %759 to i8*
  %767 = getelementptr inbounds i8, i8* %766, i32 %765
  br label %769

768:                                              ; preds = %757
  br label %769

769:                                              ; preds = %768, %761
  %770 = phi i8* [ %767, %761 ], [ null, %768 ]
  call void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.54, i32 0, i32 0), i8* noundef %770)
  %771 = icmp eq %struct.M* %18, null
  br i1 %771, label %776, label %772

772:                                              ; preds = %769
  %773 = bitcast %struct.M* %18 to i8*
  %774 = getelementptr inbounds i8, i8* %773, i32 8
  %775 = bitcast i8* %774 to %struct.NV*
  br label %776

776:                                              ; preds = %772, %769
  %777 = phi %struct.NV* [ %775, %772 ], [ null, %769 ]
  %778 = call noundef %struct.NV* @_ZL6opaqueI2NVEPT_S2_(%struct.NV* noundef %777)
  %779 = icmp eq %struct.NV* %778, null
  br i1 %779, label %784, label %780

780:                                              ; preds = %776
  %781 = bitcast %struct.NV* %778 to i8*
  %782 = call i8* @__dynamic_cast(i8* %781, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI2NV to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32 }* @_ZTI1L to i8*), i32 -2) #10
  %783 = bitcast i8* %782 to %struct.L*
  br label %785

784:                                              ; preds = %776
  br label %785

785:                                              ; preds = %784, %780
  %786 = phi %struct.L* [ %783, %780 ], [ null, %784 ]
  %787 = bitcast %struct.L* %786 to i8*
  call void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.55, i32 0, i32 0), i8* noundef %787)
  call void @_ZN2AAC2Ev(%struct.AA* noundef nonnull align 4 dereferenceable(28) %21) #10
  %788 = bitcast %struct.AA* %21 to i8*
  store i8* %788, i8** @_ZL5whole, align 4
  %789 = bitcast %struct.AA* %21 to %struct.A1*
  %790 = bitcast %struct.A1* %789 to %struct.A*
  %791 = call noundef %struct.A* @_ZL6opaqueI1AEPT_S2_(%struct.A* noundef %790)
  store %struct.A* %791, %struct.A** %22, align 4
  %792 = icmp eq %struct.AA* %21, null
  br i1 %792, label %797, label %793

793:                                              ; preds = %785
  %794 = bitcast %struct.AA* %21 to i8*
  %795 = getelementptr inbounds i8, i8* %794, i32 12
  %796 = bitcast i8* %795 to %struct.A2*
  br label %797

797:                                              ; preds = %793, %785
  %798 = phi %struct.A2* [ %796, %793 ], [ null, %785 ]
  %799 = bitcast %struct.A2* %798 to %struct.A*
  %800 = call noundef %struct.A* @_ZL6opaqueI1AEPT_S2_(%struct.A* noundef %799)
  store %struct.A* %800, %struct.A** %23, align 4
  %801 = load %struct.A*, %struct.A** %22, align 4
  %802 = icmp eq %struct.A* %801, null
  br i1 %802, label %807, label %803

803:                                              ; preds = %797
  %804 = bitcast %struct.A* %801 to i8*
  %805 = call i8* @__dynamic_cast(i8* %804, i8* bitcast ({ i8*, i8* }* @_ZTI1A to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32, i8*, i32 }* @_ZTI2AA to i8*), i32 -3) #10
  %806 = bitcast i8* %805 to %struct.AA*
  br label %808

807:                                              ; preds = %797
  br label %808

808:                                              ; preds = %807, %803
  %809 = phi %struct.AA* [ %806, %803 ], [ null, %807 ]
  %810 = bitcast %struct.AA* %809 to i8*
  call void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.56, i32 0, i32 0), i8* noundef %810)
  %811 = load %struct.A*, %struct.A** %23, align 4
  %812 = icmp eq %struct.A* %811, null
  br i1 %812, label %817, label %813

813:                                              ; preds = %808
  %814 = bitcast %struct.A* %811 to i8*
  %815 = call i8* @__dynamic_cast(i8* %814, i8* bitcast ({ i8*, i8* }* @_ZTI1A to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32, i8*, i32 }* @_ZTI2AA to i8*), i32 -3) #10
  %816 = bitcast i8* %815 to %struct.AA*
  br label %818

817:                                              ; preds = %808
  br label %818

818:                                              ; preds = %817, %813
  %819 = phi %struct.AA* [ %816, %813 ], [ null, %817 ]
  %820 = bitcast %struct.AA* %819 to i8*
  call void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.57, i32 0, i32 0), i8* noundef %820)
  %821 = load %struct.A*, %struct.A** %22, align 4
  %822 = icmp eq %struct.A* %821, null
  br i1 %822, label %827, label %823

823:                                              ; preds = %818
  %824 = bitcast %struct.A* %821 to i8*
  %825 = call i8* @__dynamic_cast(i8* %824, i8* bitcast ({ i8*, i8* }* @_ZTI1A to i8*), i8* bitcast ({ i8*, i8*, i8* }* @_ZTI2A1 to i8*), i32 0) #10
  %826 = bitcast i8* %825 to %struct.A1*
  br label %828

827:                                              ; preds = %818
  br label %828

828:                                              ; preds = %827, %823
  %829 = phi %struct.A1* [ %826, %823 ], [ null, %827 ]
  %830 = bitcast %struct.A1* %829 to i8*
  call void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.58, i32 0, i32 0), i8* noundef %830)
  %831 = load %struct.A*, %struct.A** %22, align 4
  %832 = icmp eq %struct.A* %831, null
  br i1 %832, label %837, label %833

833:                                              ; preds = %828
  %834 = bitcast %struct.A* %831 to i8*
  %835 = call i8* @__dynamic_cast(i8* %834, i8* bitcast ({ i8*, i8* }* @_ZTI1A to i8*), i8* bitcast ({ i8*, i8*, i8* }* @_ZTI2A2 to i8*), i32 0) #10
  %836 = bitcast i8* %835 to %struct.A2*
  br label %838

837:                                              ; preds = %828
  br label %838

838:                                              ; preds = %837, %833
  %839 = phi %struct.A2* [ %836, %833 ], [ null, %837 ]
  %840 = bitcast %struct.A2* %839 to i8*
  call void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([20 x i8], [20 x i8]* @.str.59, i32 0, i32 0), i8* noundef %840)
  %841 = load %struct.A*, %struct.A** %23, align 4
  %842 = icmp eq %struct.A* %841, null
  br i1 %842, label %847, label %843

843:                                              ; preds = %838
  %844 = bitcast %struct.A* %841 to i8*
  %845 = call i8* @__dynamic_cast(i8* %844, i8* bitcast ({ i8*, i8* }* @_ZTI1A to i8*), i8* bitcast ({ i8*, i8*, i8* }* @_ZTI2A1 to i8*), i32 0) #10
  %846 = bitcast i8* %845 to %struct.A1*
  br label %848

847:                                              ; preds = %838
  br label %848

848:                                              ; preds = %847, %843
  %849 = phi %struct.A1* [ %846, %843 ], [ null, %847 ]
  %850 = bitcast %struct.A1* %849 to i8*
  call void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([20 x i8], [20 x i8]* @.str.60, i32 0, i32 0), i8* noundef %850)
  %851 = load %struct.A*, %struct.A** %23, align 4
  %852 = icmp eq %struct.A* %851, null
  br i1 %852, label %860, label %853

853:                                              ; preds = %848
  %854 = bitcast %struct.A* %851 to i32**
  %855 = load i32*, i32** %854, align 4
  %856 = getelementptr inbounds i32, i32* %855, i64 -2
  %857 = load i32, i32* %856, align 4
  %858 = bitcast %struct.A* %851 to i8*
  %859 = getelementptr inbounds i8, i8* %858, i32 %857
  br label %861

860:                                              ; preds = %848
  br label %861

861:                                              ; preds = %860, %853
  %862 = phi i8* [ %859, %853 ], [ null, %860 ]
  call void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.61, i32 0, i32 0), i8* noundef %862)
  call void @_ZN3VPQC1Ev(%struct.VPQ* noundef nonnull align 4 dereferenceable(28) %24) #10
  %863 = bitcast %struct.VPQ* %24 to i8*
  store i8* %863, i8** @_ZL5whole, align 4
  %864 = icmp eq %struct.VPQ* %24, null
  br i1 %864, label %874, label %865

865:                                              ; preds = %861
  %866 = bitcast %struct.VPQ* %24 to i8**
  %867 = load i8*, i8** %866, align 4
  %868 = getelementptr i8, i8* %867, i64 -12
  %869 = bitcast i8* %868 to i32*
  %870 = load i32, i32* %869, align 4
  %871 = bitcast %struct.VPQ* %24 to i8*
  %872 = getelementptr inbounds i8, i8* %871, i32 %870
  %873 = bitcast i8* %872 to %struct.V*
  br label %874

874:                                              ; preds = %865, %861
  %875 = phi %struct.V* [ %873, %865 ], [ null, %861 ]
  %876 = call noundef %struct.V* @_ZL6opaqueI1VEPT_S2_(%struct.V* noundef %875)
  store %struct.V* %876, %struct.V** %25, align 4
  %877 = load %struct.V*, %struct.V** %25, align 4
  %878 = icmp eq %struct.V* %877, null
  br i1 %878, label %883, label %879

879:                                              ; preds = %874
  %880 = bitcast %struct.V* %877 to i8*
  %881 = call i8* @__dynamic_cast(i8* %880, i8* bitcast ({ i8*, i8* }* @_ZTI1V to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32 }* @_ZTI2VC to i8*), i32 -1) #10
  %882 = bitcast i8* %881 to %struct.VC*
  br label %884

883:                                              ; preds = %874
  br label %884

884:                                              ; preds = %883, %879
  %885 = phi %struct.VC* [ %882, %879 ], [ null, %883 ]
  %886 = bitcast %struct.VC* %885 to i8*
  call void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([25 x i8], [25 x i8]* @.str.62, i32 0, i32 0), i8* noundef %886)
  %887 = load %struct.V*, %struct.V** %25, align 4
  %888 = icmp eq %struct.V* %887, null
  br i1 %888, label %893, label %889

889:                                              ; preds = %884
  %890 = bitcast %struct.V* %887 to i8*
  %891 = call i8* @__dynamic_cast(i8* %890, i8* bitcast ({ i8*, i8* }* @_ZTI1V to i8*), i8* bitcast ({ i8*, i8*, i8* }* @_ZTI2VP to i8*), i32 -1) #10
  %892 = bitcast i8* %891 to %struct.VP*
  br label %894

893:                                              ; preds = %884
  br label %894

894:                                              ; preds = %893, %889
  %895 = phi %struct.VP* [ %892, %889 ], [ null, %893 ]
  %896 = bitcast %struct.VP* %895 to i8*
  call void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.63, i32 0, i32 0), i8* noundef %896)
  %897 = load %struct.V*, %struct.V** %25, align 4
  %898 = icmp eq %struct.V* %897, null
  br i1 %898, label %903, label %899

899:                                              ; preds = %894
  %900 = bitcast %struct.V* %897 to i8*
  %901 = call i8* @__dynamic_cast(i8* %900, i8* bitcast ({ i8*, i8* }* @_ZTI1V to i8*), i8* bitcast ({ i8*, i8*, i8* }* @_ZTI2VQ to i8*), i32 -1) #10
  %902 = bitcast i8* %901 to %struct.VQ*
  br label %904

903:                                              ; preds = %894
  br label %904

904:                                              ; preds = %903, %899
  %905 = phi %struct.VQ* [ %902, %899 ], [ null, %903 ]
  %906 = bitcast %struct.VQ* %905 to i8*
  call void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.64, i32 0, i32 0), i8* noundef %906)
  %907 = load %struct.V*, %struct.V** %25, align 4
  %908 = icmp eq %struct.V* %907, null
  br i1 %908, label %913, label %909

909:                                              ; preds = %904
  %910 = bitcast %struct.V* %907 to i8*
  %911 = call i8* @__dynamic_cast(i8* %910, i8* bitcast ({ i8*, i8* }* @_ZTI1V to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32, i8*, i32 }* @_ZTI3VPQ to i8*), i32 -1) #10
  %912 = bitcast i8* %911 to %struct.VPQ*
  br label %914

913:                                              ; preds = %904
  br label %914

914:                                              ; preds = %913, %909
  %915 = phi %struct.VPQ* [ %912, %909 ], [ null, %913 ]
  %916 = bitcast %struct.VPQ* %915 to i8*
  call void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.65, i32 0, i32 0), i8* noundef %916)
  %917 = bitcast %struct.VPQ* %24 to %struct.VP*
  %918 = call noundef %struct.VP* @_ZL6opaqueI2VPEPT_S2_(%struct.VP* noundef %917)
  %919 = icmp eq %struct.VP* %918, null
  br i1 %919, label %924, label %920

920:                                              ; preds = %914
  %921 = bitcast %struct.VP* %918 to i8*
  %922 = call i8* @__dynamic_cast(i8* %921, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI2VP to i8*), i8* bitcast ({ i8*, i8*, i8* }* @_ZTI2VQ to i8*), i32 -2) #10
  %923 = bitcast i8* %922 to %struct.VQ*
  br label %925

924:                                              ; preds = %914
  br label %925

925:                                              ; preds = %924, %920
  %926 = phi %struct.VQ* [ %923, %920 ], [ null, %924 ]
  %927 = bitcast %struct.VQ* %926 to i8*
  call void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.66, i32 0, i32 0), i8* noundef %927)
  %928 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([26 x i8], [26 x i8]* @.str.67, i32 0, i32 0))
  call void @_ZN5PrivAC2Ev(%struct.PrivA* noundef nonnull align 4 dereferenceable(12) %26) #10
  %929 = bitcast %struct.PrivA* %26 to i8*
  store i8* %929, i8** @_ZL5whole, align 4
  %930 = call noundef %struct.A* @_ZN5PrivA4as_aEv(%struct.PrivA* noundef nonnull align 4 dereferenceable(12) %26)
  %931 = call noundef %struct.A* @_ZL6opaqueI1AEPT_S2_(%struct.A* noundef %930)
  %932 = icmp eq %struct.A* %931, null
  br i1 %932, label %937, label %933

933:                                              ; preds = %925
  %934 = bitcast %struct.A* %931 to i8*
  %935 = call i8* @__dynamic_cast(i8* %934, i8* bitcast ({ i8*, i8* }* @_ZTI1A to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32 }* @_ZTI5PrivA to i8*), i32 -2) #10
  %936 = bitcast i8* %935 to %struct.PrivA*
  br label %938

937:                                              ; preds = %925
  br label %938

938:                                              ; preds = %937, %933
  %939 = phi %struct.PrivA* [ %936, %933 ], [ null, %937 ]
  %940 = bitcast %struct.PrivA* %939 to i8*
  call void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([21 x i8], [21 x i8]* @.str.68, i32 0, i32 0), i8* noundef %940)
  %941 = call noundef %struct.A* @_ZN5PrivA4as_aEv(%struct.PrivA* noundef nonnull align 4 dereferenceable(12) %26)
  %942 = call noundef %struct.A* @_ZL6opaqueI1AEPT_S2_(%struct.A* noundef %941)
  %943 = icmp eq %struct.A* %942, null
  br i1 %943, label %951, label %944

944:                                              ; preds = %938
  %945 = bitcast %struct.A* %942 to i32**
  %946 = load i32*, i32** %945, align 4
  %947 = getelementptr inbounds i32, i32* %946, i64 -2
  %948 = load i32, i32* %947, align 4
  %949 = bitcast %struct.A* %942 to i8*
  %950 = getelementptr inbounds i8, i8* %949, i32 %948
  br label %952

951:                                              ; preds = %938
  br label %952

952:                                              ; preds = %951, %944
  %953 = phi i8* [ %950, %944 ], [ null, %951 ]
  call void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.5, i32 0, i32 0), i8* noundef %953)
  call void @_ZN5ProtAC2Ev(%struct.ProtA* noundef nonnull align 4 dereferenceable(12) %27) #10
  %954 = bitcast %struct.ProtA* %27 to i8*
  store i8* %954, i8** @_ZL5whole, align 4
  %955 = call noundef %struct.A* @_ZN5ProtA4as_aEv(%struct.ProtA* noundef nonnull align 4 dereferenceable(12) %27)
  %956 = call noundef %struct.A* @_ZL6opaqueI1AEPT_S2_(%struct.A* noundef %955)
  %957 = icmp eq %struct.A* %956, null
  br i1 %957, label %962, label %958

958:                                              ; preds = %952
  %959 = bitcast %struct.A* %956 to i8*
  %960 = call i8* @__dynamic_cast(i8* %959, i8* bitcast ({ i8*, i8* }* @_ZTI1A to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32 }* @_ZTI5ProtA to i8*), i32 -2) #10
  %961 = bitcast i8* %960 to %struct.ProtA*
  br label %963

962:                                              ; preds = %952
  br label %963

963:                                              ; preds = %962, %958
  %964 = phi %struct.ProtA* [ %961, %958 ], [ null, %962 ]
  %965 = bitcast %struct.ProtA* %964 to i8*
  call void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([23 x i8], [23 x i8]* @.str.69, i32 0, i32 0), i8* noundef %965)
  call void @_ZN7HasPrivC2Ev(%struct.HasPriv* noundef nonnull align 4 dereferenceable(24) %28) #10
  %966 = bitcast %struct.HasPriv* %28 to i8*
  store i8* %966, i8** @_ZL5whole, align 4
  %967 = bitcast %struct.HasPriv* %28 to %struct.PrivA*
  %968 = call noundef %struct.A* @_ZN5PrivA4as_aEv(%struct.PrivA* noundef nonnull align 4 dereferenceable(12) %967)
  %969 = call noundef %struct.A* @_ZL6opaqueI1AEPT_S2_(%struct.A* noundef %968)
  %970 = icmp eq %struct.A* %969, null
  br i1 %970, label %975, label %971

971:                                              ; preds = %963
  %972 = bitcast %struct.A* %969 to i8*
  %973 = call i8* @__dynamic_cast(i8* %972, i8* bitcast ({ i8*, i8* }* @_ZTI1A to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32, i8*, i32 }* @_ZTI7HasPriv to i8*), i32 -2) #10
  %974 = bitcast i8* %973 to %struct.HasPriv*
  br label %976

975:                                              ; preds = %963
  br label %976

976:                                              ; preds = %975, %971
  %977 = phi %struct.HasPriv* [ %974, %971 ], [ null, %975 ]
  %978 = bitcast %struct.HasPriv* %977 to i8*
  call void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.70, i32 0, i32 0), i8* noundef %978)
  %979 = bitcast %struct.HasPriv* %28 to %struct.PrivA*
  %980 = call noundef %struct.A* @_ZN5PrivA4as_aEv(%struct.PrivA* noundef nonnull align 4 dereferenceable(12) %979)
  %981 = call noundef %struct.A* @_ZL6opaqueI1AEPT_S2_(%struct.A* noundef %980)
  %982 = icmp eq %struct.A* %981, null
  br i1 %982, label %987, label %983

983:                                              ; preds = %976
  %984 = bitcast %struct.A* %981 to i8*
  %985 = call i8* @__dynamic_cast(i8* %984, i8* bitcast ({ i8*, i8* }* @_ZTI1A to i8*), i8* bitcast ({ i8*, i8* }* @_ZTI1X to i8*), i32 -2) #10
  %986 = bitcast i8* %985 to %struct.X*
  br label %988

987:                                              ; preds = %976
  br label %988

988:                                              ; preds = %987, %983
  %989 = phi %struct.X* [ %986, %983 ], [ null, %987 ]
  %990 = bitcast %struct.X* %989 to i8*
  call void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([28 x i8], [28 x i8]* @.str.71, i32 0, i32 0), i8* noundef %990)
  %991 = icmp eq %struct.HasPriv* %28, null
  br i1 %991, label %996, label %992

992:                                              ; preds = %988
  %993 = bitcast %struct.HasPriv* %28 to i8*
  %994 = getelementptr inbounds i8, i8* %993, i32 12
  %995 = bitcast i8* %994 to %struct.X*
  br label %996

996:                                              ; preds = %992, %988
  %997 = phi %struct.X* [ %995, %992 ], [ null, %988 ]
  %998 = call noundef %struct.X* @_ZL6opaqueI1XEPT_S2_(%struct.X* noundef %997)
  %999 = icmp eq %struct.X* %998, null
  br i1 %999, label %1004, label %1000

1000:                                             ; preds = %996
  %1001 = bitcast %struct.X* %998 to i8*
  %1002 = call i8* @__dynamic_cast(i8* %1001, i8* bitcast ({ i8*, i8* }* @_ZTI1X to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32 }* @_ZTI5PrivA to i8*), i32 -2) #10
  %1003 = bitcast i8* %1002 to %struct.PrivA*
  br label %1005

1004:                                             ; preds = %996
  br label %1005

1005:                                             ; preds = %1004, %1000
  %1006 = phi %struct.PrivA* [ %1003, %1000 ], [ null, %1004 ]
  %1007 = bitcast %struct.PrivA* %1006 to i8*
  call void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.72, i32 0, i32 0), i8* noundef %1007)
  %1008 = icmp eq %struct.HasPriv* %28, null
  br i1 %1008, label %1013, label %1009

1009:                                             ; preds = %1005
  %1010 = bitcast %struct.HasPriv* %28 to i8*
  %1011 = getelementptr inbounds i8, i8* %1010, i32 12
  %1012 = bitcast i8* %1011 to %struct.X*
  br label %1013

1013:                                             ; preds = %1009, %1005
  %1014 = phi %struct.X* [ %1012, %1009 ], [ null, %1005 ]
  %1015 = call noundef %struct.X* @_ZL6opaqueI1XEPT_S2_(%struct.X* noundef %1014)
  %1016 = icmp eq %struct.X* %1015, null
  br i1 %1016, label %1021, label %1017

1017:                                             ; preds = %1013
  %1018 = bitcast %struct.X* %1015 to i8*
  %1019 = call i8* @__dynamic_cast(i8* %1018, i8* bitcast ({ i8*, i8* }* @_ZTI1X to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32, i8*, i32 }* @_ZTI7HasPriv to i8*), i32 12) #10
  %1020 = bitcast i8* %1019 to %struct.HasPriv*
  br label %1022

1021:                                             ; preds = %1013
  br label %1022

1022:                                             ; preds = %1021, %1017
  %1023 = phi %struct.HasPriv* [ %1020, %1017 ], [ null, %1021 ]
  %1024 = bitcast %struct.HasPriv* %1023 to i8*
  call void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.73, i32 0, i32 0), i8* noundef %1024)
  call void @_ZN3PVDC1Ev(%struct.PVD* noundef nonnull align 4 dereferenceable(12) %29) #10
  %1025 = bitcast %struct.PVD* %29 to i8*
  store i8* %1025, i8** @_ZL5whole, align 4
  %1026 = bitcast %struct.PVD* %29 to %struct.PV*
  %1027 = call noundef %struct.V* @_ZN2PV4as_vEv(%struct.PV* noundef nonnull align 4 dereferenceable(8) %1026)
  %1028 = call noundef %struct.V* @_ZL6opaqueI1VEPT_S2_(%struct.V* noundef %1027)
  %1029 = icmp eq %struct.V* %1028, null
  br i1 %1029, label %1034, label %1030

1030:                                             ; preds = %1022
  %1031 = bitcast %struct.V* %1028 to i8*
  %1032 = call i8* @__dynamic_cast(i8* %1031, i8* bitcast ({ i8*, i8* }* @_ZTI1V to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32 }* @_ZTI2PV to i8*), i32 -2) #10
  %1033 = bitcast i8* %1032 to %struct.PV*
  br label %1035

1034:                                             ; preds = %1022
  br label %1035

1035:                                             ; preds = %1034, %1030
  %1036 = phi %struct.PV* [ %1033, %1030 ], [ null, %1034 ]
  %1037 = bitcast %struct.PV* %1036 to i8*
  call void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([23 x i8], [23 x i8]* @.str.74, i32 0, i32 0), i8* noundef %1037)
  %1038 = bitcast %struct.PVD* %29 to %struct.PV*
  %1039 = call noundef %struct.V* @_ZN2PV4as_vEv(%struct.PV* noundef nonnull align 4 dereferenceable(8) %1038)
  %1040 = call noundef %struct.V* @_ZL6opaqueI1VEPT_S2_(%struct.V* noundef %1039)
  %1041 = icmp eq %struct.V* %1040, null
  br i1 %1041, label %1046, label %1042

1042:                                             ; preds = %1035
  %1043 = bitcast %struct.V* %1040 to i8*
  %1044 = call i8* @__dynamic_cast(i8* %1043, i8* bitcast ({ i8*, i8* }* @_ZTI1V to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32, i8*, i32 }* @_ZTI3PVD to i8*), i32 -1) #10
  %1045 = bitcast i8* %1044 to %struct.PVD*
  br label %1047

1046:                                             ; preds = %1035
  br label %1047

1047:                                             ; preds = %1046, %1042
  %1048 = phi %struct.PVD* [ %1045, %1042 ], [ null, %1046 ]
  %1049 = bitcast %struct.PVD* %1048 to i8*
  call void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([23 x i8], [23 x i8]* @.str.75, i32 0, i32 0), i8* noundef %1049)
  call void @_ZN3PXYC2Ev(%struct.PXY* noundef nonnull align 4 dereferenceable(24) %30) #10
  %1050 = bitcast %struct.PXY* %30 to i8*
  store i8* %1050, i8** @_ZL5whole, align 4
  %1051 = bitcast %struct.PXY* %30 to %struct.PX*
  %1052 = call noundef %struct.X* @_ZN2PX4as_xEv(%struct.PX* noundef nonnull align 4 dereferenceable(12) %1051)
  %1053 = call noundef %struct.X* @_ZL6opaqueI1XEPT_S2_(%struct.X* noundef %1052)
  %1054 = icmp eq %struct.X* %1053, null
  br i1 %1054, label %1059, label %1055

1055:                                             ; preds = %1047
  %1056 = bitcast %struct.X* %1053 to i8*
  %1057 = call i8* @__dynamic_cast(i8* %1056, i8* bitcast ({ i8*, i8* }* @_ZTI1X to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32 }* @_ZTI2PX to i8*), i32 -2) #10
  %1058 = bitcast i8* %1057 to %struct.PX*
  br label %1060

1059:                                             ; preds = %1047
  br label %1060

1060:                                             ; preds = %1059, %1055
  %1061 = phi %struct.PX* [ %1058, %1055 ], [ null, %1059 ]
  %1062 = bitcast %struct.PX* %1061 to i8*
  call void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.76, i32 0, i32 0), i8* noundef %1062)
  %1063 = bitcast %struct.PXY* %30 to %struct.PX*
  %1064 = call noundef %struct.X* @_ZN2PX4as_xEv(%struct.PX* noundef nonnull align 4 dereferenceable(12) %1063)
  %1065 = call noundef %struct.X* @_ZL6opaqueI1XEPT_S2_(%struct.X* noundef %1064)
  %1066 = icmp eq %struct.X* %1065, null
  br i1 %1066, label %1071, label %1067

1067:                                             ; preds = %1060
  %1068 = bitcast %struct.X* %1065 to i8*
  %1069 = call i8* @__dynamic_cast(i8* %1068, i8* bitcast ({ i8*, i8* }* @_ZTI1X to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32, i8*, i32 }* @_ZTI3PXY to i8*), i32 -2) #10
  %1070 = bitcast i8* %1069 to %struct.PXY*
  br label %1072

1071:                                             ; preds = %1060
  br label %1072

1072:                                             ; preds = %1071, %1067
  %1073 = phi %struct.PXY* [ %1070, %1067 ], [ null, %1071 ]
  %1074 = bitcast %struct.PXY* %1073 to i8*
  call void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.77, i32 0, i32 0), i8* noundef %1074)
  %1075 = bitcast %struct.PXY* %30 to %struct.PX*
  %1076 = call noundef %struct.X* @_ZN2PX4as_xEv(%struct.PX* noundef nonnull align 4 dereferenceable(12) %1075)
  %1077 = call noundef %struct.X* @_ZL6opaqueI1XEPT_S2_(%struct.X* noundef %1076)
  %1078 = icmp eq %struct.X* %1077, null
  br i1 %1078, label %1083, label %1079

1079:                                             ; preds = %1072
  %1080 = bitcast %struct.X* %1077 to i8*
  %1081 = call i8* @__dynamic_cast(i8* %1080, i8* bitcast ({ i8*, i8* }* @_ZTI1X to i8*), i8* bitcast ({ i8*, i8* }* @_ZTI1Y to i8*), i32 -2) #10
  %1082 = bitcast i8* %1081 to %struct.Y*
  br label %1084

1083:                                             ; preds = %1072
  br label %1084

1084:                                             ; preds = %1083, %1079
  %1085 = phi %struct.Y* [ %1082, %1079 ], [ null, %1083 ]
  %1086 = bitcast %struct.Y* %1085 to i8*
  call void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([21 x i8], [21 x i8]* @.str.78, i32 0, i32 0), i8* noundef %1086)
  %1087 = icmp eq %struct.PXY* %30, null
  br i1 %1087, label %1092, label %1088

1088:                                             ; preds = %1084
  %1089 = bitcast %struct.PXY* %30 to i8*
  %1090 = getelementptr inbounds i8, i8* %1089, i32 12
  %1091 = bitcast i8* %1090 to %struct.Y*
  br label %1092

1092:                                             ; preds = %1088, %1084
  %1093 = phi %struct.Y* [ %1091, %1088 ], [ null, %1084 ]
  %1094 = call noundef %struct.Y* @_ZL6opaqueI1YEPT_S2_(%struct.Y* noundef %1093)
  %1095 = icmp eq %struct.Y* %1094, null
  br i1 %1095, label %1100, label %1096

1096:                                             ; preds = %1092
  %1097 = bitcast %struct.Y* %1094 to i8*
  %1098 = call i8* @__dynamic_cast(i8* %1097, i8* bitcast ({ i8*, i8* }* @_ZTI1Y to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32 }* @_ZTI2PX to i8*), i32 -2) #10
  %1099 = bitcast i8* %1098 to %struct.PX*
  br label %1101

1100:                                             ; preds = %1092
  br label %1101

1101:                                             ; preds = %1100, %1096
  %1102 = phi %struct.PX* [ %1099, %1096 ], [ null, %1100 ]
  %1103 = bitcast %struct.PX* %1102 to i8*
  call void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.79, i32 0, i32 0), i8* noundef %1103)
  %1104 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.80, i32 0, i32 0))
  store i8* getelementptr inbounds ([28 x i8], [28 x i8]* @_ZL10cd_storage, i32 0, i32 0), i8** @_ZL5whole, align 4
  call void @_ZN2CDC1Ev(%struct.CD* noundef nonnull align 4 dereferenceable(20) bitcast ([28 x i8]* @_ZL10cd_storage to %struct.CD*))
  store %struct.CD* bitcast ([28 x i8]* @_ZL10cd_storage to %struct.CD*), %struct.CD** %31, align 4
  %1105 = load %struct.CD*, %struct.CD** %31, align 4
  %1106 = icmp eq %struct.CD* %1105, null
  br i1 %1106, label %1116, label %1107

1107:                                             ; preds = %1101
  %1108 = bitcast %struct.CD* %1105 to i8**
  %1109 = load i8*, i8** %1108, align 4
  %1110 = getelementptr i8, i8* %1109, i64 -12
  %1111 = bitcast i8* %1110 to i32*
  %1112 = load i32, i32* %1111, align 4
  %1113 = bitcast %struct.CD* %1105 to i8*
  %1114 = getelementptr inbounds i8, i8* %1113, i32 %1112
  %1115 = bitcast i8* %1114 to %struct.V*
  br label %1116

1116:                                             ; preds = %1107, %1101
  %1117 = phi %struct.V* [ %1115, %1107 ], [ null, %1101 ]
  %1118 = call noundef %struct.V* @_ZL6opaqueI1VEPT_S2_(%struct.V* noundef %1117)
  %1119 = icmp eq %struct.V* %1118, null
  br i1 %1119, label %1124, label %1120

1120:                                             ; preds = %1116
  %1121 = bitcast %struct.V* %1118 to i8*
  %1122 = call i8* @__dynamic_cast(i8* %1121, i8* bitcast ({ i8*, i8* }* @_ZTI1V to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32 }* @_ZTI2CV to i8*), i32 -1) #10
  %1123 = bitcast i8* %1122 to %struct.CV*
  br label %1125

1124:                                             ; preds = %1116
  br label %1125

1125:                                             ; preds = %1124, %1120
  %1126 = phi %struct.CV* [ %1123, %1120 ], [ null, %1124 ]
  %1127 = bitcast %struct.CV* %1126 to i8*
  call void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.81, i32 0, i32 0), i8* noundef %1127)
  %1128 = load %struct.CD*, %struct.CD** %31, align 4
  %1129 = icmp eq %struct.CD* %1128, null
  br i1 %1129, label %1139, label %1130

1130:                                             ; preds = %1125
  %1131 = bitcast %struct.CD* %1128 to i8**
  %1132 = load i8*, i8** %1131, align 4
  %1133 = getelementptr i8, i8* %1132, i64 -12
  %1134 = bitcast i8* %1133 to i32*
  %1135 = load i32, i32* %1134, align 4
  %1136 = bitcast %struct.CD* %1128 to i8*
  %1137 = getelementptr inbounds i8, i8* %1136, i32 %1135
  %1138 = bitcast i8* %1137 to %struct.V*
  br label %1139

1139:                                             ; preds = %1130, %1125
  %1140 = phi %struct.V* [ %1138, %1130 ], [ null, %1125 ]
  %1141 = call noundef %struct.V* @_ZL6opaqueI1VEPT_S2_(%struct.V* noundef %1140)
  %1142 = icmp eq %struct.V* %1141, null
  br i1 %1142, label %1147, label %1143

1143:                                             ; preds = %1139
  %1144 = bitcast %struct.V* %1141 to i8*
  %1145 = call i8* @__dynamic_cast(i8* %1144, i8* bitcast ({ i8*, i8* }* @_ZTI1V to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32, i8*, i32 }* @_ZTI2CD to i8*), i32 -1) #10
  %1146 = bitcast i8* %1145 to %struct.CD*
  br label %1148

1147:                                             ; preds = %1139
  br label %1148

1148:                                             ; preds = %1147, %1143
  %1149 = phi %struct.CD* [ %1146, %1143 ], [ null, %1147 ]
  %1150 = bitcast %struct.CD* %1149 to i8*
  call void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.82, i32 0, i32 0), i8* noundef %1150)
  %1151 = load %struct.CD*, %struct.CD** %31, align 4
  %1152 = bitcast %struct.CD* %1151 to %struct.Z*
  %1153 = call noundef %struct.Z* @_ZL6opaqueI1ZEPT_S2_(%struct.Z* noundef %1152)
  %1154 = icmp eq %struct.Z* %1153, null
  br i1 %1154, label %1159, label %1155

1155:                                             ; preds = %1148
  %1156 = bitcast %struct.Z* %1153 to i8*
  %1157 = call i8* @__dynamic_cast(i8* %1156, i8* bitcast ({ i8*, i8* }* @_ZTI1Z to i8*), i8* bitcast ({ i8*, i8* }* @_ZTI1V to i8*), i32 -2) #10
  %1158 = bitcast i8* %1157 to %struct.V*
  br label %1160

1159:                                             ; preds = %1148
  br label %1160

1160:                                             ; preds = %1159, %1155
  %1161 = phi %struct.V* [ %1158, %1155 ], [ null, %1159 ]
  %1162 = bitcast %struct.V* %1161 to i8*
  call void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str.83, i32 0, i32 0), i8* noundef %1162)
  %1163 = load %struct.CD*, %struct.CD** %31, align 4
  %1164 = icmp eq %struct.CD* %1163, null
  br i1 %1164, label %1174, label %1165

1165:                                             ; preds = %1160
  %1166 = bitcast %struct.CD* %1163 to i8**
  %1167 = load i8*, i8** %1166, align 4
  %1168 = getelementptr i8, i8* %1167, i64 -12
  %1169 = bitcast i8* %1168 to i32*
  %1170 = load i32, i32* %1169, align 4
  %1171 = bitcast %struct.CD* %1163 to i8*
  %1172 = getelementptr inbounds i8, i8* %1171, i32 %1170
  %1173 = bitcast i8* %1172 to %struct.V*
  br label %1174

1174:                                             ; preds = %1165, %1160
  %1175 = phi %struct.V* [ %1173, %1165 ], [ null, %1160 ]
  %1176 = call noundef %struct.V* @_ZL6opaqueI1VEPT_S2_(%struct.V* noundef %1175)
  %1177 = icmp eq %struct.V* %1176, null
  br i1 %1177, label %1185, label %1178

1178:                                             ; preds = %1174
  %1179 = bitcast %struct.V* %1176 to i32**
  %1180 = load i32*, i32** %1179, align 4
  %1181 = getelementptr inbounds i32, i32* %1180, i64 -2
  %1182 = load i32, i32* %1181, align 4
  %1183 = bitcast %struct.V* %1176 to i8*
  %1184 = getelementptr inbounds i8, i8* %1183, i32 %1182
  br label %1186

1185:                                             ; preds = %1174
  br label %1186

1186:                                             ; preds = %1185, %1178
  %1187 = phi i8* [ %1184, %1178 ], [ null, %1185 ]
  call void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.84, i32 0, i32 0), i8* noundef %1187)
  %1188 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.85, i32 0, i32 0))
  call void @_ZN1DC1Ev(%struct.D* noundef nonnull align 4 dereferenceable(20) %32) #10
  %1189 = bitcast %struct.D* %32 to i8*
  store i8* %1189, i8** @_ZL5whole, align 4
  store i32 0, i32* %33, align 4
  %1190 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.86, i32 0, i32 0))
  %1191 = icmp eq %struct.D* %32, null
  br i1 %1191, label %1201, label %1192

1192:                                             ; preds = %1186
  %1193 = bitcast %struct.D* %32 to i8**
  %1194 = load i8*, i8** %1193, align 4
  %1195 = getelementptr i8, i8* %1194, i64 -12
  %1196 = bitcast i8* %1195 to i32*
  %1197 = load i32, i32* %1196, align 4
  %1198 = bitcast %struct.D* %32 to i8*
  %1199 = getelementptr inbounds i8, i8* %1198, i32 %1197
  %1200 = bitcast i8* %1199 to %struct.V*
  br label %1201

1201:                                             ; preds = %1192, %1186
  %1202 = phi %struct.V* [ %1200, %1192 ], [ null, %1186 ]
  %1203 = call noundef %struct.V* @_ZL6opaqueI1VEPT_S2_(%struct.V* noundef %1202)
  %1204 = call noundef i32 @_ZL8ref_castI1D1VEiRT0_(%struct.V* noundef nonnull align 4 dereferenceable(8) %1203)
  %1205 = load i32, i32* %33, align 4
  %1206 = add nsw i32 %1205, %1204
  store i32 %1206, i32* %33, align 4
  %1207 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.87, i32 0, i32 0))
  %1208 = icmp eq %struct.D* %32, null
  br i1 %1208, label %1218, label %1209

1209:                                             ; preds = %1201
  %1210 = bitcast %struct.D* %32 to i8**
  %1211 = load i8*, i8** %1210, align 4
  %1212 = getelementptr i8, i8* %1211, i64 -12
  %1213 = bitcast i8* %1212 to i32*
  %1214 = load i32, i32* %1213, align 4
  %1215 = bitcast %struct.D* %32 to i8*
  %1216 = getelementptr inbounds i8, i8* %1215, i32 %1214
  %1217 = bitcast i8* %1216 to %struct.V*
  br label %1218

1218:                                             ; preds = %1209, %1201
  %1219 = phi %struct.V* [ %1217, %1209 ], [ null, %1201 ]
  %1220 = call noundef %struct.V* @_ZL6opaqueI1VEPT_S2_(%struct.V* noundef %1219)
  %1221 = call noundef i32 @_ZL8ref_castI1R1VEiRT0_(%struct.V* noundef nonnull align 4 dereferenceable(8) %1220)
  %1222 = load i32, i32* %33, align 4
  %1223 = add nsw i32 %1222, %1221
  store i32 %1223, i32* %33, align 4
  %1224 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.88, i32 0, i32 0))
  %1225 = bitcast %struct.D* %32 to %struct.L*
  %1226 = call noundef %struct.L* @_ZL6opaqueI1LEPT_S2_(%struct.L* noundef %1225)
  %1227 = call noundef i32 @_ZL8ref_castI1R1LEiRT0_(%struct.L* noundef nonnull align 4 dereferenceable(8) %1226)
  %1228 = load i32, i32* %33, align 4
  %1229 = add nsw i32 %1228, %1227
  store i32 %1229, i32* %33, align 4
  %1230 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.89, i32 0, i32 0))
  %1231 = icmp eq %struct.D* %32, null
  br i1 %1231, label %1241, label %1232

1232:                                             ; preds = %1218
  %1233 = bitcast %struct.D* %32 to i8**
  %1234 = load i8*, i8** %1233, align 4
  %1235 = getelementptr i8, i8* %1234, i64 -12
  %1236 = bitcast i8* %1235 to i32*
  %1237 = load i32, i32* %1236, align 4
  %1238 = bitcast %struct.D* %32 to i8*
  %1239 = getelementptr inbounds i8, i8* %1238, i32 %1237
  %1240 = bitcast i8* %1239 to %struct.V*
  br label %1241

1241:                                             ; preds = %1232, %1218
  %1242 = phi %struct.V* [ %1240, %1232 ], [ null, %1218 ]
  %1243 = call noundef %struct.V* @_ZL6opaqueI1VEPT_S2_(%struct.V* noundef %1242)
  %1244 = call noundef i32 @_ZL8ref_castI1M1VEiRT0_(%struct.V* noundef nonnull align 4 dereferenceable(8) %1243)
  %1245 = load i32, i32* %33, align 4
  %1246 = add nsw i32 %1245, %1244
  store i32 %1246, i32* %33, align 4
  call void @_ZN1CC2Ev(%struct.C* noundef nonnull align 4 dereferenceable(16) %34) #10
  %1247 = bitcast %struct.C* %34 to i8*
  store i8* %1247, i8** @_ZL5whole, align 4
  %1248 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.90, i32 0, i32 0))
  %1249 = bitcast %struct.C* %34 to %struct.A*
  %1250 = call noundef %struct.A* @_ZL6opaqueI1AEPT_S2_(%struct.A* noundef %1249)
  %1251 = call noundef i32 @_ZL8ref_castI3Sib1AEiRT0_(%struct.A* noundef nonnull align 4 dereferenceable(8) %1250)
  %1252 = load i32, i32* %33, align 4
  %1253 = add nsw i32 %1252, %1251
  store i32 %1253, i32* %33, align 4
  %1254 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.91, i32 0, i32 0))
  %1255 = bitcast %struct.C* %34 to %struct.A*
  %1256 = call noundef %struct.A* @_ZL6opaqueI1AEPT_S2_(%struct.A* noundef %1255)
  %1257 = call noundef i32 @_ZL8ref_castI3Fin1AEiRT0_(%struct.A* noundef nonnull align 4 dereferenceable(8) %1256)
  %1258 = load i32, i32* %33, align 4
  %1259 = add nsw i32 %1258, %1257
  store i32 %1259, i32* %33, align 4
  %1260 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.92, i32 0, i32 0))
  %1261 = bitcast %struct.C* %34 to %struct.A*
  %1262 = call noundef %struct.A* @_ZL6opaqueI1AEPT_S2_(%struct.A* noundef %1261)
  %1263 = call noundef i32 @_ZL8ref_castI1X1AEiRT0_(%struct.A* noundef nonnull align 4 dereferenceable(8) %1262)
  %1264 = load i32, i32* %33, align 4
  %1265 = add nsw i32 %1264, %1263
  store i32 %1265, i32* %33, align 4
  %1266 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.93, i32 0, i32 0))
  %1267 = bitcast %struct.C* %34 to %struct.A*
  %1268 = call noundef %struct.A* @_ZL6opaqueI1AEPT_S2_(%struct.A* noundef %1267)
  %1269 = call noundef i32 @_ZL8ref_castIK1C1AEiRT0_(%struct.A* noundef nonnull align 4 dereferenceable(8) %1268)
  %1270 = load i32, i32* %33, align 4
  %1271 = add nsw i32 %1270, %1269
  store i32 %1271, i32* %33, align 4
  %1272 = load i32, i32* %33, align 4
  %1273 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([26 x i8], [26 x i8]* @.str.94, i32 0, i32 0), i32 noundef %1272)
  %1274 = bitcast %struct.C* %34 to %struct.A*
  %1275 = invoke noundef %struct.A* @_ZL6opaqueI1AEPT_S2_(%struct.A* noundef %1274)
          to label %1276 unwind label %1289

1276:                                             ; preds = %1241
  %1277 = bitcast %struct.A* %1275 to i8*
  %1278 = call i8* @__dynamic_cast(i8* %1277, i8* bitcast ({ i8*, i8* }* @_ZTI1A to i8*), i8* bitcast ({ i8*, i8*, i8* }* @_ZTI3Sib to i8*), i32 0) #10
  %1279 = bitcast i8* %1278 to %struct.Sib*
  %1280 = icmp eq %struct.Sib* %1279, null
  br i1 %1280, label %1281, label %1283

1281:                                             ; preds = %1276
  invoke void @__cxa_bad_cast() #11
          to label %1282 unwind label %1289

1282:                                             ; preds = %1281
  unreachable

1283:                                             ; preds = %1276
  store %struct.Sib* %1279, %struct.Sib** %35, align 4
  %1284 = load %struct.Sib*, %struct.Sib** %35, align 4
  %1285 = getelementptr inbounds %struct.Sib, %struct.Sib* %1284, i32 0, i32 1
  %1286 = load i32, i32* %1285, align 4
  %1287 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.95, i32 0, i32 0), i32 noundef %1286)
          to label %1288 unwind label %1289

1288:                                             ; preds = %1283
  br label %1309

1289:                                             ; preds = %1283, %1281, %1241
  %1290 = landingpad { i8*, i32 }
          catch i8* bitcast (i8** @_ZTISt9exception to i8*)
  %1291 = extractvalue { i8*, i32 } %1290, 0
  store i8* %1291, i8** %36, align 4
  %1292 = extractvalue { i8*, i32 } %1290, 1
  store i32 %1292, i32* %37, align 4
  br label %1293

1293:                                             ; preds = %1289
  %1294 = load i32, i32* %37, align 4
  %1295 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTISt9exception to i8*)) #10
  %1296 = icmp eq i32 %1294, %1295
  br i1 %1296, label %1297, label %1315

1297:                                             ; preds = %1293
  %1298 = load i8*, i8** %36, align 4
  %1299 = call i8* @__cxa_begin_catch(i8* %1298) #10
  %1300 = bitcast i8* %1299 to %"class.std::exception"*
  store %"class.std::exception"* %1300, %"class.std::exception"** %38, align 4
  %1301 = load %"class.std::exception"*, %"class.std::exception"** %38, align 4
  %1302 = bitcast %"class.std::exception"* %1301 to i8* (%"class.std::exception"*)***
  %1303 = load i8* (%"class.std::exception"*)**, i8* (%"class.std::exception"*)*** %1302, align 4
  %1304 = getelementptr inbounds i8* (%"class.std::exception"*)*, i8* (%"class.std::exception"*)** %1303, i64 2
  %1305 = load i8* (%"class.std::exception"*)*, i8* (%"class.std::exception"*)** %1304, align 4
  %1306 = call noundef i8* %1305(%"class.std::exception"* noundef nonnull align 4 dereferenceable(4) %1301) #10
  %1307 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([23 x i8], [23 x i8]* @.str.96, i32 0, i32 0), i8* noundef %1306)
          to label %1308 unwind label %1310

1308:                                             ; preds = %1297
  call void @__cxa_end_catch()
  br label %1309

1309:                                             ; preds = %1308, %1288
  ret i32 0

1310:                                             ; preds = %1297
  %1311 = landingpad { i8*, i32 }
          cleanup
  %1312 = extractvalue { i8*, i32 } %1311, 0
  store i8* %1312, i8** %36, align 4
  %1313 = extractvalue { i8*, i32 } %1311, 1
  store i32 %1313, i32* %37, align 4
  invoke void @__cxa_end_catch()
          to label %1314 unwind label %1320

1314:                                             ; preds = %1310
  br label %1315

1315:                                             ; preds = %1314, %1293
  %1316 = load i8*, i8** %36, align 4
  %1317 = load i32, i32* %37, align 4
  %1318 = insertvalue { i8*, i32 } undef, i8* %1316, 0
  %1319 = insertvalue { i8*, i32 } %1318, i32 %1317, 1
  resume { i8*, i32 } %1319

1320:                                             ; preds = %1310
  %1321 = landingpad { i8*, i32 }
          catch i8* null
  %1322 = extractvalue { i8*, i32 } %1321, 0
  call void @__clang_call_terminate(i8* %1322) #12
  unreachable
}

declare i32 @printf(i8* noundef, ...) #4

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN1CC2Ev(%struct.C* noundef nonnull align 4 dereferenceable(16) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca %struct.C*, align 4
  store %struct.C* %0, %struct.C** %2, align 4
  %3 = load %struct.C*, %struct.C** %2, align 4
  %4 = bitcast %struct.C* %3 to %struct.B*
  call void @_ZN1BC2Ev(%struct.B* noundef nonnull align 4 dereferenceable(12) %4) #10
  %5 = bitcast %struct.C* %3 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [3 x i8*] }, { [3 x i8*] }* @_ZTV1C, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %5, align 4
  %6 = getelementptr inbounds %struct.C, %struct.C* %3, i32 0, i32 1
  store i32 3, i32* %6, align 4
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef %struct.A* @_ZL6opaqueI1AEPT_S2_(%struct.A* noundef %0) #5 {
  %2 = alloca %struct.A*, align 4
  %3 = alloca %struct.A*, align 4
  store %struct.A* %0, %struct.A** %2, align 4
  %4 = load %struct.A*, %struct.A** %2, align 4
  store volatile %struct.A* %4, %struct.A** %3, align 4
  %5 = load volatile %struct.A*, %struct.A** %3, align 4
  ret %struct.A* %5
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @_ZL4showPKcPKv(i8* noundef %0, i8* noundef %1) #1 {
  %3 = alloca i8*, align 4
  %4 = alloca i8*, align 4
  store i8* %0, i8** %3, align 4
  store i8* %1, i8** %4, align 4
  %5 = load i8*, i8** %4, align 4
  %6 = icmp ne i8* %5, null
  br i1 %6, label %10, label %7

7:                                                ; preds = %2
  %8 = load i8*, i8** %3, align 4
  %9 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.101, i32 0, i32 0), i8* noundef %8)
  br label %18

10:                                               ; preds = %2
  %11 = load i8*, i8** %3, align 4
  %12 = load i8*, i8** %4, align 4
  %13 = load i8*, i8** @_ZL5whole, align 4
  %14 = ptrtoint i8* %12 to i32
  %15 = ptrtoint i8* %13 to i32
  %16 = sub i32 %14, %15
  %17 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.102, i32 0, i32 0), i8* noundef %11, i32 noundef %16)
  br label %18

18:                                               ; preds = %10, %7
  ret void
}

; Function Attrs: nounwind readonly
declare i8* @__dynamic_cast(i8*, i8*, i8*, i32) #6

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef %struct.B* @_ZL6opaqueI1BEPT_S2_(%struct.B* noundef %0) #5 {
  %2 = alloca %struct.B*, align 4
  %3 = alloca %struct.B*, align 4
  store %struct.B* %0, %struct.B** %2, align 4
  %4 = load %struct.B*, %struct.B** %2, align 4
  store volatile %struct.B* %4, %struct.B** %3, align 4
  %5 = load volatile %struct.B*, %struct.B** %3, align 4
  ret %struct.B* %5
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN1BC2Ev(%struct.B* noundef nonnull align 4 dereferenceable(12) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca %struct.B*, align 4
  store %struct.B* %0, %struct.B** %2, align 4
  %3 = load %struct.B*, %struct.B** %2, align 4
  %4 = bitcast %struct.B* %3 to %struct.A*
  call void @_ZN1AC2Ev(%struct.A* noundef nonnull align 4 dereferenceable(8) %4) #10
  %5 = bitcast %struct.B* %3 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [3 x i8*] }, { [3 x i8*] }* @_ZTV1B, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %5, align 4
  %6 = getelementptr inbounds %struct.B, %struct.B* %3, i32 0, i32 1
  store i32 2, i32* %6, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN3FinC2Ev(%struct.Fin* noundef nonnull align 4 dereferenceable(16) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca %struct.Fin*, align 4
  store %struct.Fin* %0, %struct.Fin** %2, align 4
  %3 = load %struct.Fin*, %struct.Fin** %2, align 4
  %4 = bitcast %struct.Fin* %3 to %struct.B*
  call void @_ZN1BC2Ev(%struct.B* noundef nonnull align 4 dereferenceable(12) %4) #10
  %5 = bitcast %struct.Fin* %3 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [3 x i8*] }, { [3 x i8*] }* @_ZTV3Fin, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %5, align 4
  %6 = getelementptr inbounds %struct.Fin, %struct.Fin* %3, i32 0, i32 1
  store i32 5, i32* %6, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN2XYC2Ev(%struct.XY* noundef nonnull align 4 dereferenceable(20) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca %struct.XY*, align 4
  store %struct.XY* %0, %struct.XY** %2, align 4
  %3 = load %struct.XY*, %struct.XY** %2, align 4
  %4 = bitcast %struct.XY* %3 to %struct.X*
  call void @_ZN1XC2Ev(%struct.X* noundef nonnull align 4 dereferenceable(8) %4) #10
  %5 = bitcast %struct.XY* %3 to i8*
  %6 = getelementptr inbounds i8, i8* %5, i32 8
  %7 = bitcast i8* %6 to %struct.Y*
  call void @_ZN1YC2Ev(%struct.Y* noundef nonnull align 4 dereferenceable(8) %7) #10
  %8 = bitcast %struct.XY* %3 to %struct.Empty*
  %9 = bitcast %struct.XY* %3 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [3 x i8*], [3 x i8*] }, { [3 x i8*], [3 x i8*] }* @_ZTV2XY, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %9, align 4
  %10 = bitcast %struct.XY* %3 to i8*
  %11 = getelementptr inbounds i8, i8* %10, i32 8
  %12 = bitcast i8* %11 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [3 x i8*], [3 x i8*] }, { [3 x i8*], [3 x i8*] }* @_ZTV2XY, i32 0, inrange i32 1, i32 2) to i32 (...)**), i32 (...)*** %12, align 4
  %13 = getelementptr inbounds %struct.XY, %struct.XY* %3, i32 0, i32 2
  store i32 8, i32* %13, align 4
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef %struct.X* @_ZL6opaqueI1XEPT_S2_(%struct.X* noundef %0) #5 {
  %2 = alloca %struct.X*, align 4
  %3 = alloca %struct.X*, align 4
  store %struct.X* %0, %struct.X** %2, align 4
  %4 = load %struct.X*, %struct.X** %2, align 4
  store volatile %struct.X* %4, %struct.X** %3, align 4
  %5 = load volatile %struct.X*, %struct.X** %3, align 4
  ret %struct.X* %5
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef %struct.Y* @_ZL6opaqueI1YEPT_S2_(%struct.Y* noundef %0) #5 {
  %2 = alloca %struct.Y*, align 4
  %3 = alloca %struct.Y*, align 4
  store %struct.Y* %0, %struct.Y** %2, align 4
  %4 = load %struct.Y*, %struct.Y** %2, align 4
  store volatile %struct.Y* %4, %struct.Y** %3, align 4
  %5 = load volatile %struct.Y*, %struct.Y** %3, align 4
  ret %struct.Y* %5
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef %struct.Y* @_ZL6opaqueIK1YEPT_S3_(%struct.Y* noundef %0) #5 {
  %2 = alloca %struct.Y*, align 4
  %3 = alloca %struct.Y*, align 4
  store %struct.Y* %0, %struct.Y** %2, align 4
  %4 = load %struct.Y*, %struct.Y** %2, align 4
  store volatile %struct.Y* %4, %struct.Y** %3, align 4
  %5 = load volatile %struct.Y*, %struct.Y** %3, align 4
  ret %struct.Y* %5
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN1DC1Ev(%struct.D* noundef nonnull align 4 dereferenceable(20) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca %struct.D*, align 4
  store %struct.D* %0, %struct.D** %2, align 4
  %3 = load %struct.D*, %struct.D** %2, align 4
  %4 = bitcast %struct.D* %3 to i8*
  %5 = getelementptr inbounds i8, i8* %4, i32 20
  %6 = bitcast i8* %5 to %struct.V*
  call void @_ZN1VC2Ev(%struct.V* noundef nonnull align 4 dereferenceable(8) %6) #10
  %7 = bitcast %struct.D* %3 to %struct.L*
  call void @_ZN1LC2Ev(%struct.L* noundef nonnull align 4 dereferenceable(8) %7, i8** noundef getelementptr inbounds ([7 x i8*], [7 x i8*]* @_ZTT1D, i64 0, i64 1)) #10
  %8 = bitcast %struct.D* %3 to i8*
  %9 = getelementptr inbounds i8, i8* %8, i32 8
  %10 = bitcast i8* %9 to %struct.R*
  call void @_ZN1RC2Ev(%struct.R* noundef nonnull align 4 dereferenceable(8) %10, i8** noundef getelementptr inbounds ([7 x i8*], [7 x i8*]* @_ZTT1D, i64 0, i64 3)) #10
  %11 = bitcast %struct.D* %3 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [3 x i8*], [3 x i8*], [4 x i8*] }, { [3 x i8*], [3 x i8*], [4 x i8*] }* @_ZTV1D, i32 0, inrange i32 0, i32 3) to i32 (...)**), i32 (...)*** %11, align 4
  %12 = bitcast %struct.D* %3 to i8*
  %13 = getelementptr inbounds i8, i8* %12, i32 20
  %14 = bitcast i8* %13 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [3 x i8*], [3 x i8*], [4 x i8*] }, { [3 x i8*], [3 x i8*], [4 x i8*] }* @_ZTV1D, i32 0, inrange i32 2, i32 3) to i32 (...)**), i32 (...)*** %14, align 4
  %15 = bitcast %struct.D* %3 to i8*
  %16 = getelementptr inbounds i8, i8* %15, i32 8
  %17 = bitcast i8* %16 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [3 x i8*], [3 x i8*], [4 x i8*] }, { [3 x i8*], [3 x i8*], [4 x i8*] }* @_ZTV1D, i32 0, inrange i32 1, i32 3) to i32 (...)**), i32 (...)*** %17, align 4
  %18 = getelementptr inbounds %struct.D, %struct.D* %3, i32 0, i32 2
  store i32 13, i32* %18, align 4
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef %struct.V* @_ZL6opaqueI1VEPT_S2_(%struct.V* noundef %0) #5 {
  %2 = alloca %struct.V*, align 4
  %3 = alloca %struct.V*, align 4
  store %struct.V* %0, %struct.V** %2, align 4
  %4 = load %struct.V*, %struct.V** %2, align 4
  store volatile %struct.V* %4, %struct.V** %3, align 4
  %5 = load volatile %struct.V*, %struct.V** %3, align 4
  ret %struct.V* %5
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef %struct.L* @_ZL6opaqueI1LEPT_S2_(%struct.L* noundef %0) #5 {
  %2 = alloca %struct.L*, align 4
  %3 = alloca %struct.L*, align 4
  store %struct.L* %0, %struct.L** %2, align 4
  %4 = load %struct.L*, %struct.L** %2, align 4
  store volatile %struct.L* %4, %struct.L** %3, align 4
  %5 = load volatile %struct.L*, %struct.L** %3, align 4
  ret %struct.L* %5
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef %struct.R* @_ZL6opaqueI1REPT_S2_(%struct.R* noundef %0) #5 {
  %2 = alloca %struct.R*, align 4
  %3 = alloca %struct.R*, align 4
  store %struct.R* %0, %struct.R** %2, align 4
  %4 = load %struct.R*, %struct.R** %2, align 4
  store volatile %struct.R* %4, %struct.R** %3, align 4
  %5 = load volatile %struct.R*, %struct.R** %3, align 4
  ret %struct.R* %5
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN1LC1Ev(%struct.L* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca %struct.L*, align 4
  store %struct.L* %0, %struct.L** %2, align 4
  %3 = load %struct.L*, %struct.L** %2, align 4
  %4 = bitcast %struct.L* %3 to i8*
  %5 = getelementptr inbounds i8, i8* %4, i32 8
  %6 = bitcast i8* %5 to %struct.V*
  call void @_ZN1VC2Ev(%struct.V* noundef nonnull align 4 dereferenceable(8) %6) #10
  %7 = bitcast %struct.L* %3 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [3 x i8*], [4 x i8*] }, { [3 x i8*], [4 x i8*] }* @_ZTV1L, i32 0, inrange i32 0, i32 3) to i32 (...)**), i32 (...)*** %7, align 4
  %8 = bitcast %struct.L* %3 to i8*
  %9 = getelementptr inbounds i8, i8* %8, i32 8
  %10 = bitcast i8* %9 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [3 x i8*], [4 x i8*] }, { [3 x i8*], [4 x i8*] }* @_ZTV1L, i32 0, inrange i32 1, i32 3) to i32 (...)**), i32 (...)*** %10, align 4
  %11 = getelementptr inbounds %struct.L, %struct.L* %3, i32 0, i32 1
  store i32 11, i32* %11, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN2D2C1Ev(%struct.D2* noundef nonnull align 4 dereferenceable(20) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca %struct.D2*, align 4
  store %struct.D2* %0, %struct.D2** %2, align 4
  %3 = load %struct.D2*, %struct.D2** %2, align 4
  %4 = bitcast %struct.D2* %3 to i8*
  %5 = getelementptr inbounds i8, i8* %4, i32 28
  %6 = bitcast i8* %5 to %struct.V*
  call void @_ZN1VC2Ev(%struct.V* noundef nonnull align 4 dereferenceable(8) %6) #10
  %7 = bitcast %struct.D2* %3 to i8*
  %8 = getelementptr inbounds i8, i8* %7, i32 20
  %9 = bitcast i8* %8 to %struct.L*
  call void @_ZN1LC2Ev(%struct.L* noundef nonnull align 4 dereferenceable(8) %9, i8** noundef getelementptr inbounds ([16 x i8*], [16 x i8*]* @_ZTT2D2, i64 0, i64 12)) #10
  %10 = bitcast %struct.D2* %3 to i8*
  %11 = getelementptr inbounds i8, i8* %10, i32 36
  %12 = bitcast i8* %11 to %struct.R*
  call void @_ZN1RC2Ev(%struct.R* noundef nonnull align 4 dereferenceable(8) %12, i8** noundef getelementptr inbounds ([16 x i8*], [16 x i8*]* @_ZTT2D2, i64 0, i64 14)) #10
  %13 = bitcast %struct.D2* %3 to %struct.L2*
  call void @_ZN2L2C2Ev(%struct.L2* noundef nonnull align 4 dereferenceable(8) %13, i8** noundef getelementptr inbounds ([16 x i8*], [16 x i8*]* @_ZTT2D2, i64 0, i64 1)) #10
  %14 = bitcast %struct.D2* %3 to i8*
  %15 = getelementptr inbounds i8, i8* %14, i32 8
  %16 = bitcast i8* %15 to %struct.R2*
  call void @_ZN2R2C2Ev(%struct.R2* noundef nonnull align 4 dereferenceable(8) %16, i8** noundef getelementptr inbounds ([16 x i8*], [16 x i8*]* @_ZTT2D2, i64 0, i64 4)) #10
  %17 = bitcast %struct.D2* %3 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*], [5 x i8*], [3 x i8*], [4 x i8*], [3 x i8*] }, { [5 x i8*], [5 x i8*], [3 x i8*], [4 x i8*], [3 x i8*] }* @_ZTV2D2, i32 0, inrange i32 0, i32 5) to i32 (...)**), i32 (...)*** %17, align 4
  %18 = bitcast %struct.D2* %3 to i8*
  %19 = getelementptr inbounds i8, i8* %18, i32 20
  %20 = bitcast i8* %19 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*], [5 x i8*], [3 x i8*], [4 x i8*], [3 x i8*] }, { [5 x i8*], [5 x i8*], [3 x i8*], [4 x i8*], [3 x i8*] }* @_ZTV2D2, i32 0, inrange i32 2, i32 3) to i32 (...)**), i32 (...)*** %20, align 4
  %21 = bitcast %struct.D2* %3 to i8*
  %22 = getelementptr inbounds i8, i8* %21, i32 28
  %23 = bitcast i8* %22 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*], [5 x i8*], [3 x i8*], [4 x i8*], [3 x i8*] }, { [5 x i8*], [5 x i8*], [3 x i8*], [4 x i8*], [3 x i8*] }* @_ZTV2D2, i32 0, inrange i32 3, i32 3) to i32 (...)**), i32 (...)*** %23, align 4
  %24 = bitcast %struct.D2* %3 to i8*
  %25 = getelementptr inbounds i8, i8* %24, i32 8
  %26 = bitcast i8* %25 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*], [5 x i8*], [3 x i8*], [4 x i8*], [3 x i8*] }, { [5 x i8*], [5 x i8*], [3 x i8*], [4 x i8*], [3 x i8*] }* @_ZTV2D2, i32 0, inrange i32 1, i32 5) to i32 (...)**), i32 (...)*** %26, align 4
  %27 = bitcast %struct.D2* %3 to i8*
  %28 = getelementptr inbounds i8, i8* %27, i32 36
  %29 = bitcast i8* %28 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*], [5 x i8*], [3 x i8*], [4 x i8*], [3 x i8*] }, { [5 x i8*], [5 x i8*], [3 x i8*], [4 x i8*], [3 x i8*] }* @_ZTV2D2, i32 0, inrange i32 4, i32 3) to i32 (...)**), i32 (...)*** %29, align 4
  %30 = getelementptr inbounds %struct.D2, %struct.D2* %3, i32 0, i32 2
  store i32 18, i32* %30, align 4
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef %struct.L2* @_ZL6opaqueI2L2EPT_S2_(%struct.L2* noundef %0) #5 {
  %2 = alloca %struct.L2*, align 4
  %3 = alloca %struct.L2*, align 4
  store %struct.L2* %0, %struct.L2** %2, align 4
  %4 = load %struct.L2*, %struct.L2** %2, align 4
  store volatile %struct.L2* %4, %struct.L2** %3, align 4
  %5 = load volatile %struct.L2*, %struct.L2** %3, align 4
  ret %struct.L2* %5
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN1MC1Ev(%struct.M* noundef nonnull align 4 dereferenceable(32) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca %struct.M*, align 4
  store %struct.M* %0, %struct.M** %2, align 4
  %3 = load %struct.M*, %struct.M** %2, align 4
  %4 = bitcast %struct.M* %3 to i8*
  %5 = getelementptr inbounds i8, i8* %4, i32 32
  %6 = bitcast i8* %5 to %struct.V*
  call void @_ZN1VC2Ev(%struct.V* noundef nonnull align 4 dereferenceable(8) %6) #10
  %7 = bitcast %struct.M* %3 to %struct.L*
  call void @_ZN1LC2Ev(%struct.L* noundef nonnull align 4 dereferenceable(8) %7, i8** noundef getelementptr inbounds ([4 x i8*], [4 x i8*]* @_ZTT1M, i64 0, i64 1)) #10
  %8 = bitcast %struct.M* %3 to i8*
  %9 = getelementptr inbounds i8, i8* %8, i32 8
  %10 = bitcast i8* %9 to %struct.NV*
  call void @_ZN2NVC2Ev(%struct.NV* noundef nonnull align 4 dereferenceable(12) %10) #10
  %11 = bitcast %struct.M* %3 to i8*
  %12 = getelementptr inbounds i8, i8* %11, i32 20
  %13 = bitcast i8* %12 to %struct.Z*
  call void @_ZN1ZC2Ev(%struct.Z* noundef nonnull align 4 dereferenceable(8) %13) #10
  %14 = bitcast %struct.M* %3 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [3 x i8*], [3 x i8*], [3 x i8*], [4 x i8*] }, { [3 x i8*], [3 x i8*], [3 x i8*], [4 x i8*] }* @_ZTV1M, i32 0, inrange i32 0, i32 3) to i32 (...)**), i32 (...)*** %14, align 4
  %15 = bitcast %struct.M* %3 to i8*
  %16 = getelementptr inbounds i8, i8* %15, i32 32
  %17 = bitcast i8* %16 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [3 x i8*], [3 x i8*], [3 x i8*], [4 x i8*] }, { [3 x i8*], [3 x i8*], [3 x i8*], [4 x i8*] }* @_ZTV1M, i32 0, inrange i32 3, i32 3) to i32 (...)**), i32 (...)*** %17, align 4
  %18 = bitcast %struct.M* %3 to i8*
  %19 = getelementptr inbounds i8, i8* %18, i32 8
  %20 = bitcast i8* %19 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [3 x i8*], [3 x i8*], [3 x i8*], [4 x i8*] }, { [3 x i8*], [3 x i8*], [3 x i8*], [4 x i8*] }* @_ZTV1M, i32 0, inrange i32 1, i32 2) to i32 (...)**), i32 (...)*** %20, align 4
  %21 = bitcast %struct.M* %3 to i8*
  %22 = getelementptr inbounds i8, i8* %21, i32 20
  %23 = bitcast i8* %22 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [3 x i8*], [3 x i8*], [3 x i8*], [4 x i8*] }, { [3 x i8*], [3 x i8*], [3 x i8*], [4 x i8*] }* @_ZTV1M, i32 0, inrange i32 2, i32 2) to i32 (...)**), i32 (...)*** %23, align 4
  %24 = getelementptr inbounds %struct.M, %struct.M* %3, i32 0, i32 3
  store i32 15, i32* %24, align 4
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef %struct.Z* @_ZL6opaqueI1ZEPT_S2_(%struct.Z* noundef %0) #5 {
  %2 = alloca %struct.Z*, align 4
  %3 = alloca %struct.Z*, align 4
  store %struct.Z* %0, %struct.Z** %2, align 4
  %4 = load %struct.Z*, %struct.Z** %2, align 4
  store volatile %struct.Z* %4, %struct.Z** %3, align 4
  %5 = load volatile %struct.Z*, %struct.Z** %3, align 4
  ret %struct.Z* %5
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef %struct.NV* @_ZL6opaqueI2NVEPT_S2_(%struct.NV* noundef %0) #5 {
  %2 = alloca %struct.NV*, align 4
  %3 = alloca %struct.NV*, align 4
  store %struct.NV* %0, %struct.NV** %2, align 4
  %4 = load %struct.NV*, %struct.NV** %2, align 4
  store volatile %struct.NV* %4, %struct.NV** %3, align 4
  %5 = load volatile %struct.NV*, %struct.NV** %3, align 4
  ret %struct.NV* %5
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN2AAC2Ev(%struct.AA* noundef nonnull align 4 dereferenceable(28) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca %struct.AA*, align 4
  store %struct.AA* %0, %struct.AA** %2, align 4
  %3 = load %struct.AA*, %struct.AA** %2, align 4
  %4 = bitcast %struct.AA* %3 to %struct.A1*
  call void @_ZN2A1C2Ev(%struct.A1* noundef nonnull align 4 dereferenceable(12) %4) #10
  %5 = bitcast %struct.AA* %3 to i8*
  %6 = getelementptr inbounds i8, i8* %5, i32 12
  %7 = bitcast i8* %6 to %struct.A2*
  call void @_ZN2A2C2Ev(%struct.A2* noundef nonnull align 4 dereferenceable(12) %7) #10
  %8 = bitcast %struct.AA* %3 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [3 x i8*], [3 x i8*] }, { [3 x i8*], [3 x i8*] }* @_ZTV2AA, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %8, align 4
  %9 = bitcast %struct.AA* %3 to i8*
  %10 = getelementptr inbounds i8, i8* %9, i32 12
  %11 = bitcast i8* %10 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [3 x i8*], [3 x i8*] }, { [3 x i8*], [3 x i8*] }* @_ZTV2AA, i32 0, inrange i32 1, i32 2) to i32 (...)**), i32 (...)*** %11, align 4
  %12 = getelementptr inbounds %struct.AA, %struct.AA* %3, i32 0, i32 2
  store i32 21, i32* %12, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN3VPQC1Ev(%struct.VPQ* noundef nonnull align 4 dereferenceable(28) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca %struct.VPQ*, align 4
  store %struct.VPQ* %0, %struct.VPQ** %2, align 4
  %3 = load %struct.VPQ*, %struct.VPQ** %2, align 4
  %4 = bitcast %struct.VPQ* %3 to i8*
  %5 = getelementptr inbounds i8, i8* %4, i32 28
  %6 = bitcast i8* %5 to %struct.V*
  call void @_ZN1VC2Ev(%struct.V* noundef nonnull align 4 dereferenceable(8) %6) #10
  %7 = bitcast %struct.VPQ* %3 to %struct.VP*
  call void @_ZN2VPC2Ev(%struct.VP* noundef nonnull align 4 dereferenceable(12) %7, i8** noundef getelementptr inbounds ([11 x i8*], [11 x i8*]* @_ZTT3VPQ, i64 0, i64 1)) #10
  %8 = bitcast %struct.VPQ* %3 to i8*
  %9 = getelementptr inbounds i8, i8* %8, i32 12
  %10 = bitcast i8* %9 to %struct.VQ*
  call void @_ZN2VQC2Ev(%struct.VQ* noundef nonnull align 4 dereferenceable(12) %10, i8** noundef getelementptr inbounds ([11 x i8*], [11 x i8*]* @_ZTT3VPQ, i64 0, i64 5)) #10
  %11 = bitcast %struct.VPQ* %3 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [3 x i8*], [3 x i8*], [4 x i8*] }, { [3 x i8*], [3 x i8*], [4 x i8*] }* @_ZTV3VPQ, i32 0, inrange i32 0, i32 3) to i32 (...)**), i32 (...)*** %11, align 4
  %12 = bitcast %struct.VPQ* %3 to i8*
  %13 = getelementptr inbounds i8, i8* %12, i32 28
  %14 = bitcast i8* %13 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [3 x i8*], [3 x i8*], [4 x i8*] }, { [3 x i8*], [3 x i8*], [4 x i8*] }* @_ZTV3VPQ, i32 0, inrange i32 2, i32 3) to i32 (...)**), i32 (...)*** %14, align 4
  %15 = bitcast %struct.VPQ* %3 to i8*
  %16 = getelementptr inbounds i8, i8* %15, i32 12
  %17 = bitcast i8* %16 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [3 x i8*], [3 x i8*], [4 x i8*] }, { [3 x i8*], [3 x i8*], [4 x i8*] }* @_ZTV3VPQ, i32 0, inrange i32 1, i32 3) to i32 (...)**), i32 (...)*** %17, align 4
  %18 = getelementptr inbounds %struct.VPQ, %struct.VPQ* %3, i32 0, i32 2
  store i32 34, i32* %18, align 4
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef %struct.VP* @_ZL6opaqueI2VPEPT_S2_(%struct.VP* noundef %0) #5 {
  %2 = alloca %struct.VP*, align 4
  %3 = alloca %struct.VP*, align 4
  store %struct.VP* %0, %struct.VP** %2, align 4
  %4 = load %struct.VP*, %struct.VP** %2, align 4
  store volatile %struct.VP* %4, %struct.VP** %3, align 4
  %5 = load volatile %struct.VP*, %struct.VP** %3, align 4
  ret %struct.VP* %5
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN5PrivAC2Ev(%struct.PrivA* noundef nonnull align 4 dereferenceable(12) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca %struct.PrivA*, align 4
  store %struct.PrivA* %0, %struct.PrivA** %2, align 4
  %3 = load %struct.PrivA*, %struct.PrivA** %2, align 4
  %4 = bitcast %struct.PrivA* %3 to %struct.A*
  call void @_ZN1AC2Ev(%struct.A* noundef nonnull align 4 dereferenceable(8) %4) #10
  %5 = bitcast %struct.PrivA* %3 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [3 x i8*] }, { [3 x i8*] }* @_ZTV5PrivA, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %5, align 4
  %6 = getelementptr inbounds %struct.PrivA, %struct.PrivA* %3, i32 0, i32 1
  store i32 22, i32* %6, align 4
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef %struct.A* @_ZN5PrivA4as_aEv(%struct.PrivA* noundef nonnull align 4 dereferenceable(12) %0) #5 comdat align 2 {
  %2 = alloca %struct.PrivA*, align 4
  store %struct.PrivA* %0, %struct.PrivA** %2, align 4
  %3 = load %struct.PrivA*, %struct.PrivA** %2, align 4
  %4 = bitcast %struct.PrivA* %3 to %struct.A*
  ret %struct.A* %4
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN5ProtAC2Ev(%struct.ProtA* noundef nonnull align 4 dereferenceable(12) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca %struct.ProtA*, align 4
  store %struct.ProtA* %0, %struct.ProtA** %2, align 4
  %3 = load %struct.ProtA*, %struct.ProtA** %2, align 4
  %4 = bitcast %struct.ProtA* %3 to %struct.A*
  call void @_ZN1AC2Ev(%struct.A* noundef nonnull align 4 dereferenceable(8) %4) #10
  %5 = bitcast %struct.ProtA* %3 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [3 x i8*] }, { [3 x i8*] }* @_ZTV5ProtA, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %5, align 4
  %6 = getelementptr inbounds %struct.ProtA, %struct.ProtA* %3, i32 0, i32 1
  store i32 23, i32* %6, align 4
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef %struct.A* @_ZN5ProtA4as_aEv(%struct.ProtA* noundef nonnull align 4 dereferenceable(12) %0) #5 comdat align 2 {
  %2 = alloca %struct.ProtA*, align 4
  store %struct.ProtA* %0, %struct.ProtA** %2, align 4
  %3 = load %struct.ProtA*, %struct.ProtA** %2, align 4
  %4 = bitcast %struct.ProtA* %3 to %struct.A*
  ret %struct.A* %4
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN7HasPrivC2Ev(%struct.HasPriv* noundef nonnull align 4 dereferenceable(24) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca %struct.HasPriv*, align 4
  store %struct.HasPriv* %0, %struct.HasPriv** %2, align 4
  %3 = load %struct.HasPriv*, %struct.HasPriv** %2, align 4
  %4 = bitcast %struct.HasPriv* %3 to %struct.PrivA*
  call void @_ZN5PrivAC2Ev(%struct.PrivA* noundef nonnull align 4 dereferenceable(12) %4) #10
  %5 = bitcast %struct.HasPriv* %3 to i8*
  %6 = getelementptr inbounds i8, i8* %5, i32 12
  %7 = bitcast i8* %6 to %struct.X*
  call void @_ZN1XC2Ev(%struct.X* noundef nonnull align 4 dereferenceable(8) %7) #10
  %8 = bitcast %struct.HasPriv* %3 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [3 x i8*], [3 x i8*] }, { [3 x i8*], [3 x i8*] }* @_ZTV7HasPriv, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %8, align 4
  %9 = bitcast %struct.HasPriv* %3 to i8*
  %10 = getelementptr inbounds i8, i8* %9, i32 12
  %11 = bitcast i8* %10 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [3 x i8*], [3 x i8*] }, { [3 x i8*], [3 x i8*] }* @_ZTV7HasPriv, i32 0, inrange i32 1, i32 2) to i32 (...)**), i32 (...)*** %11, align 4
  %12 = getelementptr inbounds %struct.HasPriv, %struct.HasPriv* %3, i32 0, i32 2
  store i32 24, i32* %12, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN3PVDC1Ev(%struct.PVD* noundef nonnull align 4 dereferenceable(12) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca %struct.PVD*, align 4
  store %struct.PVD* %0, %struct.PVD** %2, align 4
  %3 = load %struct.PVD*, %struct.PVD** %2, align 4
  %4 = bitcast %struct.PVD* %3 to i8*
  %5 = getelementptr inbounds i8, i8* %4, i32 12
  %6 = bitcast i8* %5 to %struct.V*
  call void @_ZN1VC2Ev(%struct.V* noundef nonnull align 4 dereferenceable(8) %6) #10
  %7 = bitcast %struct.PVD* %3 to %struct.PV*
  call void @_ZN2PVC2Ev(%struct.PV* noundef nonnull align 4 dereferenceable(8) %7, i8** noundef getelementptr inbounds ([4 x i8*], [4 x i8*]* @_ZTT3PVD, i64 0, i64 1)) #10
  %8 = bitcast %struct.PVD* %3 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [3 x i8*], [4 x i8*] }, { [3 x i8*], [4 x i8*] }* @_ZTV3PVD, i32 0, inrange i32 0, i32 3) to i32 (...)**), i32 (...)*** %8, align 4
  %9 = bitcast %struct.PVD* %3 to i8*
  %10 = getelementptr inbounds i8, i8* %9, i32 12
  %11 = bitcast i8* %10 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [3 x i8*], [4 x i8*] }, { [3 x i8*], [4 x i8*] }* @_ZTV3PVD, i32 0, inrange i32 1, i32 3) to i32 (...)**), i32 (...)*** %11, align 4
  %12 = getelementptr inbounds %struct.PVD, %struct.PVD* %3, i32 0, i32 1
  store i32 26, i32* %12, align 4
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef %struct.V* @_ZN2PV4as_vEv(%struct.PV* noundef nonnull align 4 dereferenceable(8) %0) #5 comdat align 2 {
  %2 = alloca %struct.PV*, align 4
  store %struct.PV* %0, %struct.PV** %2, align 4
  %3 = load %struct.PV*, %struct.PV** %2, align 4
  %4 = bitcast %struct.PV* %3 to i8**
  %5 = load i8*, i8** %4, align 4
  %6 = getelementptr i8, i8* %5, i64 -12
  %7 = bitcast i8* %6 to i32*
  %8 = load i32, i32* %7, align 4
  %9 = bitcast %struct.PV* %3 to i8*
  %10 = getelementptr inbounds i8, i8* %9, i32 %8
  %11 = bitcast i8* %10 to %struct.V*
  ret %struct.V* %11
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN3PXYC2Ev(%struct.PXY* noundef nonnull align 4 dereferenceable(24) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca %struct.PXY*, align 4
  store %struct.PXY* %0, %struct.PXY** %2, align 4
  %3 = load %struct.PXY*, %struct.PXY** %2, align 4
  %4 = bitcast %struct.PXY* %3 to %struct.PX*
  call void @_ZN2PXC2Ev(%struct.PX* noundef nonnull align 4 dereferenceable(12) %4) #10
  %5 = bitcast %struct.PXY* %3 to i8*
  %6 = getelementptr inbounds i8, i8* %5, i32 12
  %7 = bitcast i8* %6 to %struct.Y*
  call void @_ZN1YC2Ev(%struct.Y* noundef nonnull align 4 dereferenceable(8) %7) #10
  %8 = bitcast %struct.PXY* %3 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [3 x i8*], [3 x i8*] }, { [3 x i8*], [3 x i8*] }* @_ZTV3PXY, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %8, align 4
  %9 = bitcast %struct.PXY* %3 to i8*
  %10 = getelementptr inbounds i8, i8* %9, i32 12
  %11 = bitcast i8* %10 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [3 x i8*], [3 x i8*] }, { [3 x i8*], [3 x i8*] }* @_ZTV3PXY, i32 0, inrange i32 1, i32 2) to i32 (...)**), i32 (...)*** %11, align 4
  %12 = getelementptr inbounds %struct.PXY, %struct.PXY* %3, i32 0, i32 2
  store i32 28, i32* %12, align 4
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef %struct.X* @_ZN2PX4as_xEv(%struct.PX* noundef nonnull align 4 dereferenceable(12) %0) #5 comdat align 2 {
  %2 = alloca %struct.PX*, align 4
  store %struct.PX* %0, %struct.PX** %2, align 4
  %3 = load %struct.PX*, %struct.PX** %2, align 4
  %4 = bitcast %struct.PX* %3 to %struct.X*
  ret %struct.X* %4
}

; Function Attrs: noinline optnone uwtable
define linkonce_odr dso_local void @_ZN2CDC1Ev(%struct.CD* noundef nonnull align 4 dereferenceable(20) %0) unnamed_addr #0 comdat align 2 {
  %2 = alloca %struct.CD*, align 4
  store %struct.CD* %0, %struct.CD** %2, align 4
  %3 = load %struct.CD*, %struct.CD** %2, align 4
  %4 = bitcast %struct.CD* %3 to i8*
  %5 = getelementptr inbounds i8, i8* %4, i32 20
  %6 = bitcast i8* %5 to %struct.V*
  call void @_ZN1VC2Ev(%struct.V* noundef nonnull align 4 dereferenceable(8) %6) #10
  %7 = bitcast %struct.CD* %3 to %struct.Z*
  call void @_ZN1ZC2Ev(%struct.Z* noundef nonnull align 4 dereferenceable(8) %7) #10
  %8 = bitcast %struct.CD* %3 to i8*
  %9 = getelementptr inbounds i8, i8* %8, i32 8
  %10 = bitcast i8* %9 to %struct.CV*
  call void @_ZN2CVC2Ev(%struct.CV* noundef nonnull align 4 dereferenceable(8) %10, i8** noundef getelementptr inbounds ([5 x i8*], [5 x i8*]* @_ZTT2CD, i64 0, i64 1))
  %11 = bitcast %struct.CD* %3 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [4 x i8*], [3 x i8*], [4 x i8*] }, { [4 x i8*], [3 x i8*], [4 x i8*] }* @_ZTV2CD, i32 0, inrange i32 0, i32 3) to i32 (...)**), i32 (...)*** %11, align 4
  %12 = bitcast %struct.CD* %3 to i8*
  %13 = getelementptr inbounds i8, i8* %12, i32 8
  %14 = bitcast i8* %13 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [4 x i8*], [3 x i8*], [4 x i8*] }, { [4 x i8*], [3 x i8*], [4 x i8*] }* @_ZTV2CD, i32 0, inrange i32 1, i32 3) to i32 (...)**), i32 (...)*** %14, align 4
  %15 = bitcast %struct.CD* %3 to i8*
  %16 = getelementptr inbounds i8, i8* %15, i32 20
  %17 = bitcast i8* %16 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [4 x i8*], [3 x i8*], [4 x i8*] }, { [4 x i8*], [3 x i8*], [4 x i8*] }* @_ZTV2CD, i32 0, inrange i32 2, i32 3) to i32 (...)**), i32 (...)*** %17, align 4
  %18 = getelementptr inbounds %struct.CD, %struct.CD* %3, i32 0, i32 2
  store i32 30, i32* %18, align 4
  ret void
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef i32 @_ZL8ref_castI1D1VEiRT0_(%struct.V* noundef nonnull align 4 dereferenceable(8) %0) #1 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %2 = alloca i32, align 4
  %3 = alloca %struct.V*, align 4
  %4 = alloca %struct.D*, align 4
  %5 = alloca i8*, align 4
  %6 = alloca i32, align 4
  %7 = alloca %"class.std::bad_cast"*, align 4
  store %struct.V* %0, %struct.V** %3, align 4
  %8 = load %struct.V*, %struct.V** %3, align 4
  %9 = bitcast %struct.V* %8 to i8*
  %10 = call i8* @__dynamic_cast(i8* %9, i8* bitcast ({ i8*, i8* }* @_ZTI1V to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32, i8*, i32 }* @_ZTI1D to i8*), i32 -1) #10
  %11 = bitcast i8* %10 to %struct.D*
  %12 = icmp eq %struct.D* %11, null
  br i1 %12, label %13, label %15

13:                                               ; preds = %1
  invoke void @__cxa_bad_cast() #11
          to label %14 unwind label %19

14:                                               ; preds = %13
  unreachable

15:                                               ; preds = %1
  store %struct.D* %11, %struct.D** %4, align 4
  %16 = load %struct.D*, %struct.D** %4, align 4
  %17 = bitcast %struct.D* %16 to i8*
  invoke void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.103, i32 0, i32 0), i8* noundef %17)
          to label %18 unwind label %19

18:                                               ; preds = %15
  store i32 1, i32* %2, align 4
  br label %45

19:                                               ; preds = %15, %13
  %20 = landingpad { i8*, i32 }
          catch i8* bitcast (i8** @_ZTISt8bad_cast to i8*)
  %21 = extractvalue { i8*, i32 } %20, 0
  store i8* %21, i8** %5, align 4
  %22 = extractvalue { i8*, i32 } %20, 1
  store i32 %22, i32* %6, align 4
  br label %23

23:                                               ; preds = %19
  %24 = load i32, i32* %6, align 4
  %25 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTISt8bad_cast to i8*)) #10
  %26 = icmp eq i32 %24, %25
  br i1 %26, label %27, label %47

27:                                               ; preds = %23
  %28 = load i8*, i8** %5, align 4
  %29 = call i8* @__cxa_begin_catch(i8* %28) #10
  %30 = bitcast i8* %29 to %"class.std::bad_cast"*
  store %"class.std::bad_cast"* %30, %"class.std::bad_cast"** %7, align 4
  %31 = load %"class.std::bad_cast"*, %"class.std::bad_cast"** %7, align 4
  %32 = bitcast %"class.std::bad_cast"* %31 to i8* (%"class.std::bad_cast"*)***
  %33 = load i8* (%"class.std::bad_cast"*)**, i8* (%"class.std::bad_cast"*)*** %32, align 4
  %34 = getelementptr inbounds i8* (%"class.std::bad_cast"*)*, i8* (%"class.std::bad_cast"*)** %33, i64 2
  %35 = load i8* (%"class.std::bad_cast"*)*, i8* (%"class.std::bad_cast"*)** %34, align 4
  %36 = call noundef i8* %35(%"class.std::bad_cast"* noundef nonnull align 4 dereferenceable(4) %31) #10
  %37 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.104, i32 0, i32 0), i8* noundef %36)
          to label %38 unwind label %39

38:                                               ; preds = %27
  store i32 0, i32* %2, align 4
  call void @__cxa_end_catch()
  br label %45

39:                                               ; preds = %27
  %40 = landingpad { i8*, i32 }
          cleanup
  %41 = extractvalue { i8*, i32 } %40, 0
  store i8* %41, i8** %5, align 4
  %42 = extractvalue { i8*, i32 } %40, 1
  store i32 %42, i32* %6, align 4
  invoke void @__cxa_end_catch()
          to label %43 unwind label %52

43:                                               ; preds = %39
  br label %47

44:                                               ; No predecessors!
  call void @llvm.trap()
  unreachable

45:                                               ; preds = %38, %18
  %46 = load i32, i32* %2, align 4
  ret i32 %46

47:                                               ; preds = %43, %23
  %48 = load i8*, i8** %5, align 4
  %49 = load i32, i32* %6, align 4
  %50 = insertvalue { i8*, i32 } undef, i8* %48, 0
  %51 = insertvalue { i8*, i32 } %50, i32 %49, 1
  resume { i8*, i32 } %51

52:                                               ; preds = %39
  %53 = landingpad { i8*, i32 }
          catch i8* null
  %54 = extractvalue { i8*, i32 } %53, 0
  call void @__clang_call_terminate(i8* %54) #12
  unreachable
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef i32 @_ZL8ref_castI1R1VEiRT0_(%struct.V* noundef nonnull align 4 dereferenceable(8) %0) #1 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %2 = alloca i32, align 4
  %3 = alloca %struct.V*, align 4
  %4 = alloca %struct.R*, align 4
  %5 = alloca i8*, align 4
  %6 = alloca i32, align 4
  %7 = alloca %"class.std::bad_cast"*, align 4
  store %struct.V* %0, %struct.V** %3, align 4
  %8 = load %struct.V*, %struct.V** %3, align 4
  %9 = bitcast %struct.V* %8 to i8*
  %10 = call i8* @__dynamic_cast(i8* %9, i8* bitcast ({ i8*, i8* }* @_ZTI1V to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32 }* @_ZTI1R to i8*), i32 -1) #10
  %11 = bitcast i8* %10 to %struct.R*
  %12 = icmp eq %struct.R* %11, null
  br i1 %12, label %13, label %15

13:                                               ; preds = %1
  invoke void @__cxa_bad_cast() #11
          to label %14 unwind label %19

14:                                               ; preds = %13
  unreachable

15:                                               ; preds = %1
  store %struct.R* %11, %struct.R** %4, align 4
  %16 = load %struct.R*, %struct.R** %4, align 4
  %17 = bitcast %struct.R* %16 to i8*
  invoke void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.103, i32 0, i32 0), i8* noundef %17)
          to label %18 unwind label %19

18:                                               ; preds = %15
  store i32 1, i32* %2, align 4
  br label %45

19:                                               ; preds = %15, %13
  %20 = landingpad { i8*, i32 }
          catch i8* bitcast (i8** @_ZTISt8bad_cast to i8*)
  %21 = extractvalue { i8*, i32 } %20, 0
  store i8* %21, i8** %5, align 4
  %22 = extractvalue { i8*, i32 } %20, 1
  store i32 %22, i32* %6, align 4
  br label %23

23:                                               ; preds = %19
  %24 = load i32, i32* %6, align 4
  %25 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTISt8bad_cast to i8*)) #10
  %26 = icmp eq i32 %24, %25
  br i1 %26, label %27, label %47

27:                                               ; preds = %23
  %28 = load i8*, i8** %5, align 4
  %29 = call i8* @__cxa_begin_catch(i8* %28) #10
  %30 = bitcast i8* %29 to %"class.std::bad_cast"*
  store %"class.std::bad_cast"* %30, %"class.std::bad_cast"** %7, align 4
  %31 = load %"class.std::bad_cast"*, %"class.std::bad_cast"** %7, align 4
  %32 = bitcast %"class.std::bad_cast"* %31 to i8* (%"class.std::bad_cast"*)***
  %33 = load i8* (%"class.std::bad_cast"*)**, i8* (%"class.std::bad_cast"*)*** %32, align 4
  %34 = getelementptr inbounds i8* (%"class.std::bad_cast"*)*, i8* (%"class.std::bad_cast"*)** %33, i64 2
  %35 = load i8* (%"class.std::bad_cast"*)*, i8* (%"class.std::bad_cast"*)** %34, align 4
  %36 = call noundef i8* %35(%"class.std::bad_cast"* noundef nonnull align 4 dereferenceable(4) %31) #10
  %37 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.104, i32 0, i32 0), i8* noundef %36)
          to label %38 unwind label %39

38:                                               ; preds = %27
  store i32 0, i32* %2, align 4
  call void @__cxa_end_catch()
  br label %45

39:                                               ; preds = %27
  %40 = landingpad { i8*, i32 }
          cleanup
  %41 = extractvalue { i8*, i32 } %40, 0
  store i8* %41, i8** %5, align 4
  %42 = extractvalue { i8*, i32 } %40, 1
  store i32 %42, i32* %6, align 4
  invoke void @__cxa_end_catch()
          to label %43 unwind label %52

43:                                               ; preds = %39
  br label %47

44:                                               ; No predecessors!
  call void @llvm.trap()
  unreachable

45:                                               ; preds = %38, %18
  %46 = load i32, i32* %2, align 4
  ret i32 %46

47:                                               ; preds = %43, %23
  %48 = load i8*, i8** %5, align 4
  %49 = load i32, i32* %6, align 4
  %50 = insertvalue { i8*, i32 } undef, i8* %48, 0
  %51 = insertvalue { i8*, i32 } %50, i32 %49, 1
  resume { i8*, i32 } %51

52:                                               ; preds = %39
  %53 = landingpad { i8*, i32 }
          catch i8* null
  %54 = extractvalue { i8*, i32 } %53, 0
  call void @__clang_call_terminate(i8* %54) #12
  unreachable
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef i32 @_ZL8ref_castI1R1LEiRT0_(%struct.L* noundef nonnull align 4 dereferenceable(8) %0) #1 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %2 = alloca i32, align 4
  %3 = alloca %struct.L*, align 4
  %4 = alloca %struct.R*, align 4
  %5 = alloca i8*, align 4
  %6 = alloca i32, align 4
  %7 = alloca %"class.std::bad_cast"*, align 4
  store %struct.L* %0, %struct.L** %3, align 4
  %8 = load %struct.L*, %struct.L** %3, align 4
  %9 = bitcast %struct.L* %8 to i8*
  %10 = call i8* @__dynamic_cast(i8* %9, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32 }* @_ZTI1L to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32 }* @_ZTI1R to i8*), i32 -2) #10
  %11 = bitcast i8* %10 to %struct.R*
  %12 = icmp eq %struct.R* %11, null
  br i1 %12, label %13, label %15

13:                                               ; preds = %1
  invoke void @__cxa_bad_cast() #11
          to label %14 unwind label %19

14:                                               ; preds = %13
  unreachable

15:                                               ; preds = %1
  store %struct.R* %11, %struct.R** %4, align 4
  %16 = load %struct.R*, %struct.R** %4, align 4
  %17 = bitcast %struct.R* %16 to i8*
  invoke void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.103, i32 0, i32 0), i8* noundef %17)
          to label %18 unwind label %19

18:                                               ; preds = %15
  store i32 1, i32* %2, align 4
  br label %45

19:                                               ; preds = %15, %13
  %20 = landingpad { i8*, i32 }
          catch i8* bitcast (i8** @_ZTISt8bad_cast to i8*)
  %21 = extractvalue { i8*, i32 } %20, 0
  store i8* %21, i8** %5, align 4
  %22 = extractvalue { i8*, i32 } %20, 1
  store i32 %22, i32* %6, align 4
  br label %23

23:                                               ; preds = %19
  %24 = load i32, i32* %6, align 4
  %25 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTISt8bad_cast to i8*)) #10
  %26 = icmp eq i32 %24, %25
  br i1 %26, label %27, label %47

27:                                               ; preds = %23
  %28 = load i8*, i8** %5, align 4
  %29 = call i8* @__cxa_begin_catch(i8* %28) #10
  %30 = bitcast i8* %29 to %"class.std::bad_cast"*
  store %"class.std::bad_cast"* %30, %"class.std::bad_cast"** %7, align 4
  %31 = load %"class.std::bad_cast"*, %"class.std::bad_cast"** %7, align 4
  %32 = bitcast %"class.std::bad_cast"* %31 to i8* (%"class.std::bad_cast"*)***
  %33 = load i8* (%"class.std::bad_cast"*)**, i8* (%"class.std::bad_cast"*)*** %32, align 4
  %34 = getelementptr inbounds i8* (%"class.std::bad_cast"*)*, i8* (%"class.std::bad_cast"*)** %33, i64 2
  %35 = load i8* (%"class.std::bad_cast"*)*, i8* (%"class.std::bad_cast"*)** %34, align 4
  %36 = call noundef i8* %35(%"class.std::bad_cast"* noundef nonnull align 4 dereferenceable(4) %31) #10
  %37 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.104, i32 0, i32 0), i8* noundef %36)
          to label %38 unwind label %39

38:                                               ; preds = %27
  store i32 0, i32* %2, align 4
  call void @__cxa_end_catch()
  br label %45

39:                                               ; preds = %27
  %40 = landingpad { i8*, i32 }
          cleanup
  %41 = extractvalue { i8*, i32 } %40, 0
  store i8* %41, i8** %5, align 4
  %42 = extractvalue { i8*, i32 } %40, 1
  store i32 %42, i32* %6, align 4
  invoke void @__cxa_end_catch()
          to label %43 unwind label %52

43:                                               ; preds = %39
  br label %47

44:                                               ; No predecessors!
  call void @llvm.trap()
  unreachable

45:                                               ; preds = %38, %18
  %46 = load i32, i32* %2, align 4
  ret i32 %46

47:                                               ; preds = %43, %23
  %48 = load i8*, i8** %5, align 4
  %49 = load i32, i32* %6, align 4
  %50 = insertvalue { i8*, i32 } undef, i8* %48, 0
  %51 = insertvalue { i8*, i32 } %50, i32 %49, 1
  resume { i8*, i32 } %51

52:                                               ; preds = %39
  %53 = landingpad { i8*, i32 }
          catch i8* null
  %54 = extractvalue { i8*, i32 } %53, 0
  call void @__clang_call_terminate(i8* %54) #12
  unreachable
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef i32 @_ZL8ref_castI1M1VEiRT0_(%struct.V* noundef nonnull align 4 dereferenceable(8) %0) #1 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %2 = alloca i32, align 4
  %3 = alloca %struct.V*, align 4
  %4 = alloca %struct.M*, align 4
  %5 = alloca i8*, align 4
  %6 = alloca i32, align 4
  %7 = alloca %"class.std::bad_cast"*, align 4
  store %struct.V* %0, %struct.V** %3, align 4
  %8 = load %struct.V*, %struct.V** %3, align 4
  %9 = bitcast %struct.V* %8 to i8*
  %10 = call i8* @__dynamic_cast(i8* %9, i8* bitcast ({ i8*, i8* }* @_ZTI1V to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i32, i8*, i32, i8*, i32 }* @_ZTI1M to i8*), i32 -1) #10
  %11 = bitcast i8* %10 to %struct.M*
  %12 = icmp eq %struct.M* %11, null
  br i1 %12, label %13, label %15

13:                                               ; preds = %1
  invoke void @__cxa_bad_cast() #11
          to label %14 unwind label %19

14:                                               ; preds = %13
  unreachable

15:                                               ; preds = %1
  store %struct.M* %11, %struct.M** %4, align 4
  %16 = load %struct.M*, %struct.M** %4, align 4
  %17 = bitcast %struct.M* %16 to i8*
  invoke void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.103, i32 0, i32 0), i8* noundef %17)
          to label %18 unwind label %19

18:                                               ; preds = %15
  store i32 1, i32* %2, align 4
  br label %45

19:                                               ; preds = %15, %13
  %20 = landingpad { i8*, i32 }
          catch i8* bitcast (i8** @_ZTISt8bad_cast to i8*)
  %21 = extractvalue { i8*, i32 } %20, 0
  store i8* %21, i8** %5, align 4
  %22 = extractvalue { i8*, i32 } %20, 1
  store i32 %22, i32* %6, align 4
  br label %23

23:                                               ; preds = %19
  %24 = load i32, i32* %6, align 4
  %25 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTISt8bad_cast to i8*)) #10
  %26 = icmp eq i32 %24, %25
  br i1 %26, label %27, label %47

27:                                               ; preds = %23
  %28 = load i8*, i8** %5, align 4
  %29 = call i8* @__cxa_begin_catch(i8* %28) #10
  %30 = bitcast i8* %29 to %"class.std::bad_cast"*
  store %"class.std::bad_cast"* %30, %"class.std::bad_cast"** %7, align 4
  %31 = load %"class.std::bad_cast"*, %"class.std::bad_cast"** %7, align 4
  %32 = bitcast %"class.std::bad_cast"* %31 to i8* (%"class.std::bad_cast"*)***
  %33 = load i8* (%"class.std::bad_cast"*)**, i8* (%"class.std::bad_cast"*)*** %32, align 4
  %34 = getelementptr inbounds i8* (%"class.std::bad_cast"*)*, i8* (%"class.std::bad_cast"*)** %33, i64 2
  %35 = load i8* (%"class.std::bad_cast"*)*, i8* (%"class.std::bad_cast"*)** %34, align 4
  %36 = call noundef i8* %35(%"class.std::bad_cast"* noundef nonnull align 4 dereferenceable(4) %31) #10
  %37 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.104, i32 0, i32 0), i8* noundef %36)
          to label %38 unwind label %39

38:                                               ; preds = %27
  store i32 0, i32* %2, align 4
  call void @__cxa_end_catch()
  br label %45

39:                                               ; preds = %27
  %40 = landingpad { i8*, i32 }
          cleanup
  %41 = extractvalue { i8*, i32 } %40, 0
  store i8* %41, i8** %5, align 4
  %42 = extractvalue { i8*, i32 } %40, 1
  store i32 %42, i32* %6, align 4
  invoke void @__cxa_end_catch()
          to label %43 unwind label %52

43:                                               ; preds = %39
  br label %47

44:                                               ; No predecessors!
  call void @llvm.trap()
  unreachable

45:                                               ; preds = %38, %18
  %46 = load i32, i32* %2, align 4
  ret i32 %46

47:                                               ; preds = %43, %23
  %48 = load i8*, i8** %5, align 4
  %49 = load i32, i32* %6, align 4
  %50 = insertvalue { i8*, i32 } undef, i8* %48, 0
  %51 = insertvalue { i8*, i32 } %50, i32 %49, 1
  resume { i8*, i32 } %51

52:                                               ; preds = %39
  %53 = landingpad { i8*, i32 }
          catch i8* null
  %54 = extractvalue { i8*, i32 } %53, 0
  call void @__clang_call_terminate(i8* %54) #12
  unreachable
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef i32 @_ZL8ref_castI3Sib1AEiRT0_(%struct.A* noundef nonnull align 4 dereferenceable(8) %0) #1 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %2 = alloca i32, align 4
  %3 = alloca %struct.A*, align 4
  %4 = alloca %struct.Sib*, align 4
  %5 = alloca i8*, align 4
  %6 = alloca i32, align 4
  %7 = alloca %"class.std::bad_cast"*, align 4
  store %struct.A* %0, %struct.A** %3, align 4
  %8 = load %struct.A*, %struct.A** %3, align 4
  %9 = bitcast %struct.A* %8 to i8*
  %10 = call i8* @__dynamic_cast(i8* %9, i8* bitcast ({ i8*, i8* }* @_ZTI1A to i8*), i8* bitcast ({ i8*, i8*, i8* }* @_ZTI3Sib to i8*), i32 0) #10
  %11 = bitcast i8* %10 to %struct.Sib*
  %12 = icmp eq %struct.Sib* %11, null
  br i1 %12, label %13, label %15

13:                                               ; preds = %1
  invoke void @__cxa_bad_cast() #11
          to label %14 unwind label %19

14:                                               ; preds = %13
  unreachable

15:                                               ; preds = %1
  store %struct.Sib* %11, %struct.Sib** %4, align 4
  %16 = load %struct.Sib*, %struct.Sib** %4, align 4
  %17 = bitcast %struct.Sib* %16 to i8*
  invoke void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.103, i32 0, i32 0), i8* noundef %17)
          to label %18 unwind label %19

18:                                               ; preds = %15
  store i32 1, i32* %2, align 4
  br label %45

19:                                               ; preds = %15, %13
  %20 = landingpad { i8*, i32 }
          catch i8* bitcast (i8** @_ZTISt8bad_cast to i8*)
  %21 = extractvalue { i8*, i32 } %20, 0
  store i8* %21, i8** %5, align 4
  %22 = extractvalue { i8*, i32 } %20, 1
  store i32 %22, i32* %6, align 4
  br label %23

23:                                               ; preds = %19
  %24 = load i32, i32* %6, align 4
  %25 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTISt8bad_cast to i8*)) #10
  %26 = icmp eq i32 %24, %25
  br i1 %26, label %27, label %47

27:                                               ; preds = %23
  %28 = load i8*, i8** %5, align 4
  %29 = call i8* @__cxa_begin_catch(i8* %28) #10
  %30 = bitcast i8* %29 to %"class.std::bad_cast"*
  store %"class.std::bad_cast"* %30, %"class.std::bad_cast"** %7, align 4
  %31 = load %"class.std::bad_cast"*, %"class.std::bad_cast"** %7, align 4
  %32 = bitcast %"class.std::bad_cast"* %31 to i8* (%"class.std::bad_cast"*)***
  %33 = load i8* (%"class.std::bad_cast"*)**, i8* (%"class.std::bad_cast"*)*** %32, align 4
  %34 = getelementptr inbounds i8* (%"class.std::bad_cast"*)*, i8* (%"class.std::bad_cast"*)** %33, i64 2
  %35 = load i8* (%"class.std::bad_cast"*)*, i8* (%"class.std::bad_cast"*)** %34, align 4
  %36 = call noundef i8* %35(%"class.std::bad_cast"* noundef nonnull align 4 dereferenceable(4) %31) #10
  %37 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.104, i32 0, i32 0), i8* noundef %36)
          to label %38 unwind label %39

38:                                               ; preds = %27
  store i32 0, i32* %2, align 4
  call void @__cxa_end_catch()
  br label %45

39:                                               ; preds = %27
  %40 = landingpad { i8*, i32 }
          cleanup
  %41 = extractvalue { i8*, i32 } %40, 0
  store i8* %41, i8** %5, align 4
  %42 = extractvalue { i8*, i32 } %40, 1
  store i32 %42, i32* %6, align 4
  invoke void @__cxa_end_catch()
          to label %43 unwind label %52

43:                                               ; preds = %39
  br label %47

44:                                               ; No predecessors!
  call void @llvm.trap()
  unreachable

45:                                               ; preds = %38, %18
  %46 = load i32, i32* %2, align 4
  ret i32 %46

47:                                               ; preds = %43, %23
  %48 = load i8*, i8** %5, align 4
  %49 = load i32, i32* %6, align 4
  %50 = insertvalue { i8*, i32 } undef, i8* %48, 0
  %51 = insertvalue { i8*, i32 } %50, i32 %49, 1
  resume { i8*, i32 } %51

52:                                               ; preds = %39
  %53 = landingpad { i8*, i32 }
          catch i8* null
  %54 = extractvalue { i8*, i32 } %53, 0
  call void @__clang_call_terminate(i8* %54) #12
  unreachable
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef i32 @_ZL8ref_castI3Fin1AEiRT0_(%struct.A* noundef nonnull align 4 dereferenceable(8) %0) #1 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %2 = alloca i32, align 4
  %3 = alloca %struct.A*, align 4
  %4 = alloca %struct.Fin*, align 4
  %5 = alloca i8*, align 4
  %6 = alloca i32, align 4
  %7 = alloca %"class.std::bad_cast"*, align 4
  store %struct.A* %0, %struct.A** %3, align 4
  %8 = load %struct.A*, %struct.A** %3, align 4
  %9 = bitcast %struct.A* %8 to i8*
  %10 = call i8* @__dynamic_cast(i8* %9, i8* bitcast ({ i8*, i8* }* @_ZTI1A to i8*), i8* bitcast ({ i8*, i8*, i8* }* @_ZTI3Fin to i8*), i32 0) #10
  %11 = bitcast i8* %10 to %struct.Fin*
  %12 = icmp eq %struct.Fin* %11, null
  br i1 %12, label %13, label %15

13:                                               ; preds = %1
  invoke void @__cxa_bad_cast() #11
          to label %14 unwind label %19

14:                                               ; preds = %13
  unreachable

15:                                               ; preds = %1
  store %struct.Fin* %11, %struct.Fin** %4, align 4
  %16 = load %struct.Fin*, %struct.Fin** %4, align 4
  %17 = bitcast %struct.Fin* %16 to i8*
  invoke void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.103, i32 0, i32 0), i8* noundef %17)
          to label %18 unwind label %19

18:                                               ; preds = %15
  store i32 1, i32* %2, align 4
  br label %45

19:                                               ; preds = %15, %13
  %20 = landingpad { i8*, i32 }
          catch i8* bitcast (i8** @_ZTISt8bad_cast to i8*)
  %21 = extractvalue { i8*, i32 } %20, 0
  store i8* %21, i8** %5, align 4
  %22 = extractvalue { i8*, i32 } %20, 1
  store i32 %22, i32* %6, align 4
  br label %23

23:                                               ; preds = %19
  %24 = load i32, i32* %6, align 4
  %25 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTISt8bad_cast to i8*)) #10
  %26 = icmp eq i32 %24, %25
  br i1 %26, label %27, label %47

27:                                               ; preds = %23
  %28 = load i8*, i8** %5, align 4
  %29 = call i8* @__cxa_begin_catch(i8* %28) #10
  %30 = bitcast i8* %29 to %"class.std::bad_cast"*
  store %"class.std::bad_cast"* %30, %"class.std::bad_cast"** %7, align 4
  %31 = load %"class.std::bad_cast"*, %"class.std::bad_cast"** %7, align 4
  %32 = bitcast %"class.std::bad_cast"* %31 to i8* (%"class.std::bad_cast"*)***
  %33 = load i8* (%"class.std::bad_cast"*)**, i8* (%"class.std::bad_cast"*)*** %32, align 4
  %34 = getelementptr inbounds i8* (%"class.std::bad_cast"*)*, i8* (%"class.std::bad_cast"*)** %33, i64 2
  %35 = load i8* (%"class.std::bad_cast"*)*, i8* (%"class.std::bad_cast"*)** %34, align 4
  %36 = call noundef i8* %35(%"class.std::bad_cast"* noundef nonnull align 4 dereferenceable(4) %31) #10
  %37 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.104, i32 0, i32 0), i8* noundef %36)
          to label %38 unwind label %39

38:                                               ; preds = %27
  store i32 0, i32* %2, align 4
  call void @__cxa_end_catch()
  br label %45

39:                                               ; preds = %27
  %40 = landingpad { i8*, i32 }
          cleanup
  %41 = extractvalue { i8*, i32 } %40, 0
  store i8* %41, i8** %5, align 4
  %42 = extractvalue { i8*, i32 } %40, 1
  store i32 %42, i32* %6, align 4
  invoke void @__cxa_end_catch()
          to label %43 unwind label %52

43:                                               ; preds = %39
  br label %47

44:                                               ; No predecessors!
  call void @llvm.trap()
  unreachable

45:                                               ; preds = %38, %18
  %46 = load i32, i32* %2, align 4
  ret i32 %46

47:                                               ; preds = %43, %23
  %48 = load i8*, i8** %5, align 4
  %49 = load i32, i32* %6, align 4
  %50 = insertvalue { i8*, i32 } undef, i8* %48, 0
  %51 = insertvalue { i8*, i32 } %50, i32 %49, 1
  resume { i8*, i32 } %51

52:                                               ; preds = %39
  %53 = landingpad { i8*, i32 }
          catch i8* null
  %54 = extractvalue { i8*, i32 } %53, 0
  call void @__clang_call_terminate(i8* %54) #12
  unreachable
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef i32 @_ZL8ref_castI1X1AEiRT0_(%struct.A* noundef nonnull align 4 dereferenceable(8) %0) #1 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %2 = alloca i32, align 4
  %3 = alloca %struct.A*, align 4
  %4 = alloca %struct.X*, align 4
  %5 = alloca i8*, align 4
  %6 = alloca i32, align 4
  %7 = alloca %"class.std::bad_cast"*, align 4
  store %struct.A* %0, %struct.A** %3, align 4
  %8 = load %struct.A*, %struct.A** %3, align 4
  %9 = bitcast %struct.A* %8 to i8*
  %10 = call i8* @__dynamic_cast(i8* %9, i8* bitcast ({ i8*, i8* }* @_ZTI1A to i8*), i8* bitcast ({ i8*, i8* }* @_ZTI1X to i8*), i32 -2) #10
  %11 = bitcast i8* %10 to %struct.X*
  %12 = icmp eq %struct.X* %11, null
  br i1 %12, label %13, label %15

13:                                               ; preds = %1
  invoke void @__cxa_bad_cast() #11
          to label %14 unwind label %19

14:                                               ; preds = %13
  unreachable

15:                                               ; preds = %1
  store %struct.X* %11, %struct.X** %4, align 4
  %16 = load %struct.X*, %struct.X** %4, align 4
  %17 = bitcast %struct.X* %16 to i8*
  invoke void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.103, i32 0, i32 0), i8* noundef %17)
          to label %18 unwind label %19

18:                                               ; preds = %15
  store i32 1, i32* %2, align 4
  br label %45

19:                                               ; preds = %15, %13
  %20 = landingpad { i8*, i32 }
          catch i8* bitcast (i8** @_ZTISt8bad_cast to i8*)
  %21 = extractvalue { i8*, i32 } %20, 0
  store i8* %21, i8** %5, align 4
  %22 = extractvalue { i8*, i32 } %20, 1
  store i32 %22, i32* %6, align 4
  br label %23

23:                                               ; preds = %19
  %24 = load i32, i32* %6, align 4
  %25 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTISt8bad_cast to i8*)) #10
  %26 = icmp eq i32 %24, %25
  br i1 %26, label %27, label %47

27:                                               ; preds = %23
  %28 = load i8*, i8** %5, align 4
  %29 = call i8* @__cxa_begin_catch(i8* %28) #10
  %30 = bitcast i8* %29 to %"class.std::bad_cast"*
  store %"class.std::bad_cast"* %30, %"class.std::bad_cast"** %7, align 4
  %31 = load %"class.std::bad_cast"*, %"class.std::bad_cast"** %7, align 4
  %32 = bitcast %"class.std::bad_cast"* %31 to i8* (%"class.std::bad_cast"*)***
  %33 = load i8* (%"class.std::bad_cast"*)**, i8* (%"class.std::bad_cast"*)*** %32, align 4
  %34 = getelementptr inbounds i8* (%"class.std::bad_cast"*)*, i8* (%"class.std::bad_cast"*)** %33, i64 2
  %35 = load i8* (%"class.std::bad_cast"*)*, i8* (%"class.std::bad_cast"*)** %34, align 4
  %36 = call noundef i8* %35(%"class.std::bad_cast"* noundef nonnull align 4 dereferenceable(4) %31) #10
  %37 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.104, i32 0, i32 0), i8* noundef %36)
          to label %38 unwind label %39

38:                                               ; preds = %27
  store i32 0, i32* %2, align 4
  call void @__cxa_end_catch()
  br label %45

39:                                               ; preds = %27
  %40 = landingpad { i8*, i32 }
          cleanup
  %41 = extractvalue { i8*, i32 } %40, 0
  store i8* %41, i8** %5, align 4
  %42 = extractvalue { i8*, i32 } %40, 1
  store i32 %42, i32* %6, align 4
  invoke void @__cxa_end_catch()
          to label %43 unwind label %52

43:                                               ; preds = %39
  br label %47

44:                                               ; No predecessors!
  call void @llvm.trap()
  unreachable

45:                                               ; preds = %38, %18
  %46 = load i32, i32* %2, align 4
  ret i32 %46

47:                                               ; preds = %43, %23
  %48 = load i8*, i8** %5, align 4
  %49 = load i32, i32* %6, align 4
  %50 = insertvalue { i8*, i32 } undef, i8* %48, 0
  %51 = insertvalue { i8*, i32 } %50, i32 %49, 1
  resume { i8*, i32 } %51

52:                                               ; preds = %39
  %53 = landingpad { i8*, i32 }
          catch i8* null
  %54 = extractvalue { i8*, i32 } %53, 0
  call void @__clang_call_terminate(i8* %54) #12
  unreachable
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef i32 @_ZL8ref_castIK1C1AEiRT0_(%struct.A* noundef nonnull align 4 dereferenceable(8) %0) #1 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %2 = alloca i32, align 4
  %3 = alloca %struct.A*, align 4
  %4 = alloca %struct.C*, align 4
  %5 = alloca i8*, align 4
  %6 = alloca i32, align 4
  %7 = alloca %"class.std::bad_cast"*, align 4
  store %struct.A* %0, %struct.A** %3, align 4
  %8 = load %struct.A*, %struct.A** %3, align 4
  %9 = bitcast %struct.A* %8 to i8*
  %10 = call i8* @__dynamic_cast(i8* %9, i8* bitcast ({ i8*, i8* }* @_ZTI1A to i8*), i8* bitcast ({ i8*, i8*, i8* }* @_ZTI1C to i8*), i32 0) #10
  %11 = bitcast i8* %10 to %struct.C*
  %12 = icmp eq %struct.C* %11, null
  br i1 %12, label %13, label %15

13:                                               ; preds = %1
  invoke void @__cxa_bad_cast() #11
          to label %14 unwind label %19

14:                                               ; preds = %13
  unreachable

15:                                               ; preds = %1
  store %struct.C* %11, %struct.C** %4, align 4
  %16 = load %struct.C*, %struct.C** %4, align 4
  %17 = bitcast %struct.C* %16 to i8*
  invoke void @_ZL4showPKcPKv(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.103, i32 0, i32 0), i8* noundef %17)
          to label %18 unwind label %19

18:                                               ; preds = %15
  store i32 1, i32* %2, align 4
  br label %45

19:                                               ; preds = %15, %13
  %20 = landingpad { i8*, i32 }
          catch i8* bitcast (i8** @_ZTISt8bad_cast to i8*)
  %21 = extractvalue { i8*, i32 } %20, 0
  store i8* %21, i8** %5, align 4
  %22 = extractvalue { i8*, i32 } %20, 1
  store i32 %22, i32* %6, align 4
  br label %23

23:                                               ; preds = %19
  %24 = load i32, i32* %6, align 4
  %25 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTISt8bad_cast to i8*)) #10
  %26 = icmp eq i32 %24, %25
  br i1 %26, label %27, label %47

27:                                               ; preds = %23
  %28 = load i8*, i8** %5, align 4
  %29 = call i8* @__cxa_begin_catch(i8* %28) #10
  %30 = bitcast i8* %29 to %"class.std::bad_cast"*
  store %"class.std::bad_cast"* %30, %"class.std::bad_cast"** %7, align 4
  %31 = load %"class.std::bad_cast"*, %"class.std::bad_cast"** %7, align 4
  %32 = bitcast %"class.std::bad_cast"* %31 to i8* (%"class.std::bad_cast"*)***
  %33 = load i8* (%"class.std::bad_cast"*)**, i8* (%"class.std::bad_cast"*)*** %32, align 4
  %34 = getelementptr inbounds i8* (%"class.std::bad_cast"*)*, i8* (%"class.std::bad_cast"*)** %33, i64 2
  %35 = load i8* (%"class.std::bad_cast"*)*, i8* (%"class.std::bad_cast"*)** %34, align 4
  %36 = call noundef i8* %35(%"class.std::bad_cast"* noundef nonnull align 4 dereferenceable(4) %31) #10
  %37 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.104, i32 0, i32 0), i8* noundef %36)
          to label %38 unwind label %39

38:                                               ; preds = %27
  store i32 0, i32* %2, align 4
  call void @__cxa_end_catch()
  br label %45

39:                                               ; preds = %27
  %40 = landingpad { i8*, i32 }
          cleanup
  %41 = extractvalue { i8*, i32 } %40, 0
  store i8* %41, i8** %5, align 4
  %42 = extractvalue { i8*, i32 } %40, 1
  store i32 %42, i32* %6, align 4
  invoke void @__cxa_end_catch()
          to label %43 unwind label %52

43:                                               ; preds = %39
  br label %47

44:                                               ; No predecessors!
  call void @llvm.trap()
  unreachable

45:                                               ; preds = %38, %18
  %46 = load i32, i32* %2, align 4
  ret i32 %46

47:                                               ; preds = %43, %23
  %48 = load i8*, i8** %5, align 4
  %49 = load i32, i32* %6, align 4
  %50 = insertvalue { i8*, i32 } undef, i8* %48, 0
  %51 = insertvalue { i8*, i32 } %50, i32 %49, 1
  resume { i8*, i32 } %51

52:                                               ; preds = %39
  %53 = landingpad { i8*, i32 }
          catch i8* null
  %54 = extractvalue { i8*, i32 } %53, 0
  call void @__clang_call_terminate(i8* %54) #12
  unreachable
}

declare i32 @__gxx_personality_v0(...)

declare void @__cxa_bad_cast()

; Function Attrs: nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #7

declare i8* @__cxa_begin_catch(i8*)

declare void @__cxa_end_catch()

; Function Attrs: noinline noreturn nounwind
define linkonce_odr hidden void @__clang_call_terminate(i8* %0) #8 comdat {
  %2 = call i8* @__cxa_begin_catch(i8* %0) #10
  call void @_ZSt9terminatev() #12
  unreachable
}

declare void @_ZSt9terminatev()

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN1V2fVEv(%struct.V* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #5 comdat align 2 {
  %2 = alloca %struct.V*, align 4
  store %struct.V* %0, %struct.V** %2, align 4
  %3 = load %struct.V*, %struct.V** %2, align 4
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN1A2fAEv(%struct.A* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #5 comdat align 2 {
  %2 = alloca %struct.A*, align 4
  store %struct.A* %0, %struct.A** %2, align 4
  %3 = load %struct.A*, %struct.A** %2, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN1AC2Ev(%struct.A* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca %struct.A*, align 4
  store %struct.A* %0, %struct.A** %2, align 4
  %3 = load %struct.A*, %struct.A** %2, align 4
  %4 = bitcast %struct.A* %3 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [3 x i8*] }, { [3 x i8*] }* @_ZTV1A, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %4, align 4
  %5 = getelementptr inbounds %struct.A, %struct.A* %3, i32 0, i32 1
  store i32 1, i32* %5, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN1XC2Ev(%struct.X* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca %struct.X*, align 4
  store %struct.X* %0, %struct.X** %2, align 4
  %3 = load %struct.X*, %struct.X** %2, align 4
  %4 = bitcast %struct.X* %3 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [3 x i8*] }, { [3 x i8*] }* @_ZTV1X, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %4, align 4
  %5 = getelementptr inbounds %struct.X, %struct.X* %3, i32 0, i32 1
  store i32 6, i32* %5, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN1YC2Ev(%struct.Y* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca %struct.Y*, align 4
  store %struct.Y* %0, %struct.Y** %2, align 4
  %3 = load %struct.Y*, %struct.Y** %2, align 4
  %4 = bitcast %struct.Y* %3 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [3 x i8*] }, { [3 x i8*] }* @_ZTV1Y, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %4, align 4
  %5 = getelementptr inbounds %struct.Y, %struct.Y* %3, i32 0, i32 1
  store i32 7, i32* %5, align 4
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN1X2fXEv(%struct.X* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #5 comdat align 2 {
  %2 = alloca %struct.X*, align 4
  store %struct.X* %0, %struct.X** %2, align 4
  %3 = load %struct.X*, %struct.X** %2, align 4
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN1Y2fYEv(%struct.Y* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #5 comdat align 2 {
  %2 = alloca %struct.Y*, align 4
  store %struct.Y* %0, %struct.Y** %2, align 4
  %3 = load %struct.Y*, %struct.Y** %2, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN1LC2Ev(%struct.L* noundef nonnull align 4 dereferenceable(8) %0, i8** noundef %1) unnamed_addr #2 comdat align 2 {
  %3 = alloca %struct.L*, align 4
  %4 = alloca i8**, align 4
  store %struct.L* %0, %struct.L** %3, align 4
  store i8** %1, i8*** %4, align 4
  %5 = load %struct.L*, %struct.L** %3, align 4
  %6 = load i8**, i8*** %4, align 4
  %7 = load i8*, i8** %6, align 4
  %8 = bitcast %struct.L* %5 to i32 (...)***
  %9 = bitcast i8* %7 to i32 (...)**
  store i32 (...)** %9, i32 (...)*** %8, align 4
  %10 = getelementptr inbounds i8*, i8** %6, i64 1
  %11 = load i8*, i8** %10, align 4
  %12 = bitcast %struct.L* %5 to i8**
  %13 = load i8*, i8** %12, align 4
  %14 = getelementptr i8, i8* %13, i64 -12
  %15 = bitcast i8* %14 to i32*
  %16 = load i32, i32* %15, align 4
  %17 = bitcast %struct.L* %5 to i8*
  %18 = getelementptr inbounds i8, i8* %17, i32 %16
  %19 = bitcast i8* %18 to i32 (...)***
  %20 = bitcast i8* %11 to i32 (...)**
  store i32 (...)** %20, i32 (...)*** %19, align 4
  %21 = getelementptr inbounds %struct.L, %struct.L* %5, i32 0, i32 1
  store i32 11, i32* %21, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN1RC2Ev(%struct.R* noundef nonnull align 4 dereferenceable(8) %0, i8** noundef %1) unnamed_addr #2 comdat align 2 {
  %3 = alloca %struct.R*, align 4
  %4 = alloca i8**, align 4
  store %struct.R* %0, %struct.R** %3, align 4
  store i8** %1, i8*** %4, align 4
  %5 = load %struct.R*, %struct.R** %3, align 4
  %6 = load i8**, i8*** %4, align 4
  %7 = load i8*, i8** %6, align 4
  %8 = bitcast %struct.R* %5 to i32 (...)***
  %9 = bitcast i8* %7 to i32 (...)**
  store i32 (...)** %9, i32 (...)*** %8, align 4
  %10 = getelementptr inbounds i8*, i8** %6, i64 1
  %11 = load i8*, i8** %10, align 4
  %12 = bitcast %struct.R* %5 to i8**
  %13 = load i8*, i8** %12, align 4
  %14 = getelementptr i8, i8* %13, i64 -12
  %15 = bitcast i8* %14 to i32*
  %16 = load i32, i32* %15, align 4
  %17 = bitcast %struct.R* %5 to i8*
  %18 = getelementptr inbounds i8, i8* %17, i32 %16
  %19 = bitcast i8* %18 to i32 (...)***
  %20 = bitcast i8* %11 to i32 (...)**
  store i32 (...)** %20, i32 (...)*** %19, align 4
  %21 = getelementptr inbounds %struct.R, %struct.R* %5, i32 0, i32 1
  store i32 12, i32* %21, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN2L2C2Ev(%struct.L2* noundef nonnull align 4 dereferenceable(8) %0, i8** noundef %1) unnamed_addr #2 comdat align 2 {
  %3 = alloca %struct.L2*, align 4
  %4 = alloca i8**, align 4
  store %struct.L2* %0, %struct.L2** %3, align 4
  store i8** %1, i8*** %4, align 4
  %5 = load %struct.L2*, %struct.L2** %3, align 4
  %6 = load i8**, i8*** %4, align 4
  %7 = load i8*, i8** %6, align 4
  %8 = bitcast %struct.L2* %5 to i32 (...)***
  %9 = bitcast i8* %7 to i32 (...)**
  store i32 (...)** %9, i32 (...)*** %8, align 4
  %10 = getelementptr inbounds i8*, i8** %6, i64 1
  %11 = load i8*, i8** %10, align 4
  %12 = bitcast %struct.L2* %5 to i8**
  %13 = load i8*, i8** %12, align 4
  %14 = getelementptr i8, i8* %13, i64 -12
  %15 = bitcast i8* %14 to i32*
  %16 = load i32, i32* %15, align 4
  %17 = bitcast %struct.L2* %5 to i8*
  %18 = getelementptr inbounds i8, i8* %17, i32 %16
  %19 = bitcast i8* %18 to i32 (...)***
  %20 = bitcast i8* %11 to i32 (...)**
  store i32 (...)** %20, i32 (...)*** %19, align 4
  %21 = getelementptr inbounds i8*, i8** %6, i64 2
  %22 = load i8*, i8** %21, align 4
  %23 = bitcast %struct.L2* %5 to i8**
  %24 = load i8*, i8** %23, align 4
  %25 = getelementptr i8, i8* %24, i64 -16
  %26 = bitcast i8* %25 to i32*
  %27 = load i32, i32* %26, align 4
  %28 = bitcast %struct.L2* %5 to i8*
  %29 = getelementptr inbounds i8, i8* %28, i32 %27
  %30 = bitcast i8* %29 to i32 (...)***
  %31 = bitcast i8* %22 to i32 (...)**
  store i32 (...)** %31, i32 (...)*** %30, align 4
  %32 = getelementptr inbounds %struct.L2, %struct.L2* %5, i32 0, i32 1
  store i32 16, i32* %32, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN2R2C2Ev(%struct.R2* noundef nonnull align 4 dereferenceable(8) %0, i8** noundef %1) unnamed_addr #2 comdat align 2 {
  %3 = alloca %struct.R2*, align 4
  %4 = alloca i8**, align 4
  store %struct.R2* %0, %struct.R2** %3, align 4
  store i8** %1, i8*** %4, align 4
  %5 = load %struct.R2*, %struct.R2** %3, align 4
  %6 = load i8**, i8*** %4, align 4
  %7 = load i8*, i8** %6, align 4
  %8 = bitcast %struct.R2* %5 to i32 (...)***
  %9 = bitcast i8* %7 to i32 (...)**
  store i32 (...)** %9, i32 (...)*** %8, align 4
  %10 = getelementptr inbounds i8*, i8** %6, i64 1
  %11 = load i8*, i8** %10, align 4
  %12 = bitcast %struct.R2* %5 to i8**
  %13 = load i8*, i8** %12, align 4
  %14 = getelementptr i8, i8* %13, i64 -12
  %15 = bitcast i8* %14 to i32*
  %16 = load i32, i32* %15, align 4
  %17 = bitcast %struct.R2* %5 to i8*
  %18 = getelementptr inbounds i8, i8* %17, i32 %16
  %19 = bitcast i8* %18 to i32 (...)***
  %20 = bitcast i8* %11 to i32 (...)**
  store i32 (...)** %20, i32 (...)*** %19, align 4
  %21 = getelementptr inbounds i8*, i8** %6, i64 2
  %22 = load i8*, i8** %21, align 4
  %23 = bitcast %struct.R2* %5 to i8**
  %24 = load i8*, i8** %23, align 4
  %25 = getelementptr i8, i8* %24, i64 -16
  %26 = bitcast i8* %25 to i32*
  %27 = load i32, i32* %26, align 4
  %28 = bitcast %struct.R2* %5 to i8*
  %29 = getelementptr inbounds i8, i8* %28, i32 %27
  %30 = bitcast i8* %29 to i32 (...)***
  %31 = bitcast i8* %22 to i32 (...)**
  store i32 (...)** %31, i32 (...)*** %30, align 4
  %32 = getelementptr inbounds i8*, i8** %6, i64 3
  %33 = load i8*, i8** %32, align 4
  %34 = bitcast %struct.R2* %5 to i8**
  %35 = load i8*, i8** %34, align 4
  %36 = getelementptr i8, i8* %35, i64 -20
  %37 = bitcast i8* %36 to i32*
  %38 = load i32, i32* %37, align 4
  %39 = bitcast %struct.R2* %5 to i8*
  %40 = getelementptr inbounds i8, i8* %39, i32 %38
  %41 = bitcast i8* %40 to i32 (...)***
  %42 = bitcast i8* %33 to i32 (...)**
  store i32 (...)** %42, i32 (...)*** %41, align 4
  %43 = getelementptr inbounds %struct.R2, %struct.R2* %5, i32 0, i32 1
  store i32 17, i32* %43, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN2NVC2Ev(%struct.NV* noundef nonnull align 4 dereferenceable(12) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca %struct.NV*, align 4
  store %struct.NV* %0, %struct.NV** %2, align 4
  %3 = load %struct.NV*, %struct.NV** %2, align 4
  %4 = bitcast %struct.NV* %3 to %struct.V*
  call void @_ZN1VC2Ev(%struct.V* noundef nonnull align 4 dereferenceable(8) %4) #10
  %5 = bitcast %struct.NV* %3 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [3 x i8*] }, { [3 x i8*] }* @_ZTV2NV, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %5, align 4
  %6 = getelementptr inbounds %struct.NV, %struct.NV* %3, i32 0, i32 1
  store i32 14, i32* %6, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN1ZC2Ev(%struct.Z* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca %struct.Z*, align 4
  store %struct.Z* %0, %struct.Z** %2, align 4
  %3 = load %struct.Z*, %struct.Z** %2, align 4
  %4 = bitcast %struct.Z* %3 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [3 x i8*] }, { [3 x i8*] }* @_ZTV1Z, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %4, align 4
  %5 = getelementptr inbounds %struct.Z, %struct.Z* %3, i32 0, i32 1
  store i32 9, i32* %5, align 4
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN1Z2fZEv(%struct.Z* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #5 comdat align 2 {
  %2 = alloca %struct.Z*, align 4
  store %struct.Z* %0, %struct.Z** %2, align 4
  %3 = load %struct.Z*, %struct.Z** %2, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN2A1C2Ev(%struct.A1* noundef nonnull align 4 dereferenceable(12) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca %struct.A1*, align 4
  store %struct.A1* %0, %struct.A1** %2, align 4
  %3 = load %struct.A1*, %struct.A1** %2, align 4
  %4 = bitcast %struct.A1* %3 to %struct.A*
  call void @_ZN1AC2Ev(%struct.A* noundef nonnull align 4 dereferenceable(8) %4) #10
  %5 = bitcast %struct.A1* %3 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [3 x i8*] }, { [3 x i8*] }* @_ZTV2A1, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %5, align 4
  %6 = getelementptr inbounds %struct.A1, %struct.A1* %3, i32 0, i32 1
  store i32 19, i32* %6, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN2A2C2Ev(%struct.A2* noundef nonnull align 4 dereferenceable(12) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca %struct.A2*, align 4
  store %struct.A2* %0, %struct.A2** %2, align 4
  %3 = load %struct.A2*, %struct.A2** %2, align 4
  %4 = bitcast %struct.A2* %3 to %struct.A*
  call void @_ZN1AC2Ev(%struct.A* noundef nonnull align 4 dereferenceable(8) %4) #10
  %5 = bitcast %struct.A2* %3 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [3 x i8*] }, { [3 x i8*] }* @_ZTV2A2, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %5, align 4
  %6 = getelementptr inbounds %struct.A2, %struct.A2* %3, i32 0, i32 1
  store i32 20, i32* %6, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN2VPC2Ev(%struct.VP* noundef nonnull align 4 dereferenceable(12) %0, i8** noundef %1) unnamed_addr #2 comdat align 2 {
  %3 = alloca %struct.VP*, align 4
  %4 = alloca i8**, align 4
  store %struct.VP* %0, %struct.VP** %3, align 4
  store i8** %1, i8*** %4, align 4
  %5 = load %struct.VP*, %struct.VP** %3, align 4
  %6 = load i8**, i8*** %4, align 4
  %7 = bitcast %struct.VP* %5 to %struct.VC*
  %8 = getelementptr inbounds i8*, i8** %6, i64 1
  call void @_ZN2VCC2Ev(%struct.VC* noundef nonnull align 4 dereferenceable(8) %7, i8** noundef %8) #10
  %9 = load i8*, i8** %6, align 4
  %10 = bitcast %struct.VP* %5 to i32 (...)***
  %11 = bitcast i8* %9 to i32 (...)**
  store i32 (...)** %11, i32 (...)*** %10, align 4
  %12 = getelementptr inbounds i8*, i8** %6, i64 3
  %13 = load i8*, i8** %12, align 4
  %14 = bitcast %struct.VP* %5 to i8**
  %15 = load i8*, i8** %14, align 4
  %16 = getelementptr i8, i8* %15, i64 -12
  %17 = bitcast i8* %16 to i32*
  %18 = load i32, i32* %17, align 4
  %19 = bitcast %struct.VP* %5 to i8*
  %20 = getelementptr inbounds i8, i8* %19, i32 %18
  %21 = bitcast i8* %20 to i32 (...)***
  %22 = bitcast i8* %13 to i32 (...)**
  store i32 (...)** %22, i32 (...)*** %21, align 4
  %23 = getelementptr inbounds %struct.VP, %struct.VP* %5, i32 0, i32 1
  store i32 32, i32* %23, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN2VQC2Ev(%struct.VQ* noundef nonnull align 4 dereferenceable(12) %0, i8** noundef %1) unnamed_addr #2 comdat align 2 {
  %3 = alloca %struct.VQ*, align 4
  %4 = alloca i8**, align 4
  store %struct.VQ* %0, %struct.VQ** %3, align 4
  store i8** %1, i8*** %4, align 4
  %5 = load %struct.VQ*, %struct.VQ** %3, align 4
  %6 = load i8**, i8*** %4, align 4
  %7 = bitcast %struct.VQ* %5 to %struct.VC*
  %8 = getelementptr inbounds i8*, i8** %6, i64 1
  call void @_ZN2VCC2Ev(%struct.VC* noundef nonnull align 4 dereferenceable(8) %7, i8** noundef %8) #10
  %9 = load i8*, i8** %6, align 4
  %10 = bitcast %struct.VQ* %5 to i32 (...)***
  %11 = bitcast i8* %9 to i32 (...)**
  store i32 (...)** %11, i32 (...)*** %10, align 4
  %12 = getelementptr inbounds i8*, i8** %6, i64 3
  %13 = load i8*, i8** %12, align 4
  %14 = bitcast %struct.VQ* %5 to i8**
  %15 = load i8*, i8** %14, align 4
  %16 = getelementptr i8, i8* %15, i64 -12
  %17 = bitcast i8* %16 to i32*
  %18 = load i32, i32* %17, align 4
  %19 = bitcast %struct.VQ* %5 to i8*
  %20 = getelementptr inbounds i8, i8* %19, i32 %18
  %21 = bitcast i8* %20 to i32 (...)***
  %22 = bitcast i8* %13 to i32 (...)**
  store i32 (...)** %22, i32 (...)*** %21, align 4
  %23 = getelementptr inbounds %struct.VQ, %struct.VQ* %5, i32 0, i32 1
  store i32 33, i32* %23, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN2VCC2Ev(%struct.VC* noundef nonnull align 4 dereferenceable(8) %0, i8** noundef %1) unnamed_addr #2 comdat align 2 {
  %3 = alloca %struct.VC*, align 4
  %4 = alloca i8**, align 4
  store %struct.VC* %0, %struct.VC** %3, align 4
  store i8** %1, i8*** %4, align 4
  %5 = load %struct.VC*, %struct.VC** %3, align 4
  %6 = load i8**, i8*** %4, align 4
  %7 = load i8*, i8** %6, align 4
  %8 = bitcast %struct.VC* %5 to i32 (...)***
  %9 = bitcast i8* %7 to i32 (...)**
  store i32 (...)** %9, i32 (...)*** %8, align 4
  %10 = getelementptr inbounds i8*, i8** %6, i64 1
  %11 = load i8*, i8** %10, align 4
  %12 = bitcast %struct.VC* %5 to i8**
  %13 = load i8*, i8** %12, align 4
  %14 = getelementptr i8, i8* %13, i64 -12
  %15 = bitcast i8* %14 to i32*
  %16 = load i32, i32* %15, align 4
  %17 = bitcast %struct.VC* %5 to i8*
  %18 = getelementptr inbounds i8, i8* %17, i32 %16
  %19 = bitcast i8* %18 to i32 (...)***
  %20 = bitcast i8* %11 to i32 (...)**
  store i32 (...)** %20, i32 (...)*** %19, align 4
  %21 = getelementptr inbounds %struct.VC, %struct.VC* %5, i32 0, i32 1
  store i32 31, i32* %21, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN2PVC2Ev(%struct.PV* noundef nonnull align 4 dereferenceable(8) %0, i8** noundef %1) unnamed_addr #2 comdat align 2 {
  %3 = alloca %struct.PV*, align 4
  %4 = alloca i8**, align 4
  store %struct.PV* %0, %struct.PV** %3, align 4
  store i8** %1, i8*** %4, align 4
  %5 = load %struct.PV*, %struct.PV** %3, align 4
  %6 = load i8**, i8*** %4, align 4
  %7 = load i8*, i8** %6, align 4
  %8 = bitcast %struct.PV* %5 to i32 (...)***
  %9 = bitcast i8* %7 to i32 (...)**
  store i32 (...)** %9, i32 (...)*** %8, align 4
  %10 = getelementptr inbounds i8*, i8** %6, i64 1
  %11 = load i8*, i8** %10, align 4
  %12 = bitcast %struct.PV* %5 to i8**
  %13 = load i8*, i8** %12, align 4
  %14 = getelementptr i8, i8* %13, i64 -12
  %15 = bitcast i8* %14 to i32*
  %16 = load i32, i32* %15, align 4
  %17 = bitcast %struct.PV* %5 to i8*
  %18 = getelementptr inbounds i8, i8* %17, i32 %16
  %19 = bitcast i8* %18 to i32 (...)***
  %20 = bitcast i8* %11 to i32 (...)**
  store i32 (...)** %20, i32 (...)*** %19, align 4
  %21 = getelementptr inbounds %struct.PV, %struct.PV* %5, i32 0, i32 1
  store i32 25, i32* %21, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN2PXC2Ev(%struct.PX* noundef nonnull align 4 dereferenceable(12) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca %struct.PX*, align 4
  store %struct.PX* %0, %struct.PX** %2, align 4
  %3 = load %struct.PX*, %struct.PX** %2, align 4
  %4 = bitcast %struct.PX* %3 to %struct.X*
  call void @_ZN1XC2Ev(%struct.X* noundef nonnull align 4 dereferenceable(8) %4) #10
  %5 = bitcast %struct.PX* %3 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [3 x i8*] }, { [3 x i8*] }* @_ZTV2PX, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %5, align 4
  %6 = getelementptr inbounds %struct.PX, %struct.PX* %3, i32 0, i32 1
  store i32 27, i32* %6, align 4
  ret void
}

; Function Attrs: cold noreturn nounwind
declare void @llvm.trap() #9

attributes #0 = { noinline optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress noinline optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress noinline norecurse optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #4 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind readonly }
attributes #7 = { nounwind readnone }
attributes #8 = { noinline noreturn nounwind }
attributes #9 = { cold noreturn nounwind }
attributes #10 = { nounwind }
attributes #11 = { noreturn }
attributes #12 = { noreturn nounwind }


!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 7, !"PIC Level", i32 2}
!3 = !{i32 7, !"PIE Level", i32 2}
!4 = !{i32 7, !"uwtable", i32 1}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = !{!"Debian clang version"}
