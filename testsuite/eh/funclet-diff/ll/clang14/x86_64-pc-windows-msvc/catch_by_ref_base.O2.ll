; ModuleID = 'catch_by_ref_base.cpp'
source_filename = "catch_by_ref_base.cpp"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-windows-msvc19.20.0"

%rtti.TypeDescriptor10 = type { i8**, i8*, [11 x i8] }
%rtti.TypeDescriptor9 = type { i8**, i8*, [10 x i8] }
%eh.CatchableType = type { i32, i32, i32, i32, i32, i32, i32 }
%eh.CatchableTypeArray.1 = type { i32, [1 x i32] }
%eh.ThrowInfo = type { i32, i32, i32, i32 }
%eh.CatchableTypeArray.2 = type { i32, [2 x i32] }
%eh.CatchableTypeArray.3 = type { i32, [3 x i32] }
%rtti.CompleteObjectLocator = type { i32, i32, i32, i32, i32, i32 }
%rtti.ClassHierarchyDescriptor = type { i32, i32, i32, i32 }
%rtti.BaseClassDescriptor = type { i32, i32, i32, i32, i32, i32, i32 }
%struct.Base = type { i32 (...)**, i32 }
%struct.Mid = type { %struct.Base }
%struct.Leaf = type { %struct.Mid }

$"??0Base@@QEAA@AEBU0@@Z" = comdat any

$"??1Base@@UEAA@XZ" = comdat any

$"??0Mid@@QEAA@AEBU0@@Z" = comdat any

$"??1Mid@@UEAA@XZ" = comdat any

$"??0Leaf@@QEAA@AEBU0@@Z" = comdat any

$"??1Leaf@@UEAA@XZ" = comdat any

$"?name@Base@@UEBAPEBDXZ" = comdat any

$"??_GBase@@UEAAPEAXI@Z" = comdat any

$"?name@Mid@@UEBAPEBDXZ" = comdat any

$"??_GMid@@UEAAPEAXI@Z" = comdat any

$"?name@Leaf@@UEBAPEBDXZ" = comdat any

$"??_GLeaf@@UEAAPEAXI@Z" = comdat any

$"??_R0?AUBase@@@8" = comdat any

$"??_R0?AUMid@@@8" = comdat any

$"??_C@_0BN@DBDFKDAG@caught?5Mid?$CG?5name?$DN?$CFs?5code?$DN?$CFd?6?$AA@" = comdat any

$"??_C@_0CE@DNBELGBJ@caught?5const?5Base?$CG?5name?$DN?$CFs?5code?$DN@" = comdat any

$"??_C@_06JENHJFEL@?9?9?5?$CFd?6?$AA@" = comdat any

$"_CT??_R0?AUBase@@@8??0Base@@QEAA@AEBU0@@Z16" = comdat any

$"_CTA1?AUBase@@" = comdat any

$"_TI1?AUBase@@" = comdat any

$"_CT??_R0?AUMid@@@8??0Mid@@QEAA@AEBU0@@Z16" = comdat any

$"_CTA2?AUMid@@" = comdat any

$"_TI2?AUMid@@" = comdat any

$"??_R0?AULeaf@@@8" = comdat any

$"_CT??_R0?AULeaf@@@8??0Leaf@@QEAA@AEBU0@@Z16" = comdat any

$"_CTA3?AULeaf@@" = comdat any

$"_TI3?AULeaf@@" = comdat any

$"??_7Base@@6B@" = comdat largest

$"??_R4Base@@6B@" = comdat any

$"??_R3Base@@8" = comdat any

$"??_R2Base@@8" = comdat any

$"??_R1A@?0A@EA@Base@@8" = comdat any

$"??_C@_04NGEJNKEG@Base?$AA@" = comdat any

$"??_C@_0L@IJMDFCDD@?$HOBase?$CI?$CFd?$CJ?6?$AA@" = comdat any

$"??_7Mid@@6B@" = comdat largest

$"??_R4Mid@@6B@" = comdat any

$"??_R3Mid@@8" = comdat any

$"??_R2Mid@@8" = comdat any

$"??_R1A@?0A@EA@Mid@@8" = comdat any

$"??_C@_03PBFCPOAP@Mid?$AA@" = comdat any

$"??_7Leaf@@6B@" = comdat largest

$"??_R4Leaf@@6B@" = comdat any

$"??_R3Leaf@@8" = comdat any

$"??_R2Leaf@@8" = comdat any

$"??_R1A@?0A@EA@Leaf@@8" = comdat any

$"??_C@_04NCJENHKN@Leaf?$AA@" = comdat any

@"??_7type_info@@6B@" = external constant i8*
@"??_R0?AUBase@@@8" = linkonce_odr global %rtti.TypeDescriptor10 { i8** @"??_7type_info@@6B@", i8* null, [11 x i8] c".?AUBase@@\00" }, comdat
@"??_R0?AUMid@@@8" = linkonce_odr global %rtti.TypeDescriptor9 { i8** @"??_7type_info@@6B@", i8* null, [10 x i8] c".?AUMid@@\00" }, comdat
@"??_C@_0BN@DBDFKDAG@caught?5Mid?$CG?5name?$DN?$CFs?5code?$DN?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [29 x i8] c"caught Mid& name=%s code=%d\0A\00", comdat, align 1
@"??_C@_0CE@DNBELGBJ@caught?5const?5Base?$CG?5name?$DN?$CFs?5code?$DN@" = linkonce_odr dso_local unnamed_addr constant [36 x i8] c"caught const Base& name=%s code=%d\0A\00", comdat, align 1
@"??_C@_06JENHJFEL@?9?9?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [7 x i8] c"-- %d\0A\00", comdat, align 1
@__ImageBase = external dso_local constant i8
@"_CT??_R0?AUBase@@@8??0Base@@QEAA@AEBU0@@Z16" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor10* @"??_R0?AUBase@@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 16, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%struct.Base* (%struct.Base*, %struct.Base*)* @"??0Base@@QEAA@AEBU0@@Z" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"_CTA1?AUBase@@" = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableType* @"_CT??_R0?AUBase@@@8??0Base@@QEAA@AEBU0@@Z16" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32)] }, section ".xdata", comdat
@"_TI1?AUBase@@" = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (void (%struct.Base*)* @"??1Base@@UEAA@XZ" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableTypeArray.1* @"_CTA1?AUBase@@" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"_CT??_R0?AUMid@@@8??0Mid@@QEAA@AEBU0@@Z16" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor9* @"??_R0?AUMid@@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 16, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%struct.Mid* (%struct.Mid*, %struct.Mid*)* @"??0Mid@@QEAA@AEBU0@@Z" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"_CTA2?AUMid@@" = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.2 { i32 2, [2 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableType* @"_CT??_R0?AUMid@@@8??0Mid@@QEAA@AEBU0@@Z16" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableType* @"_CT??_R0?AUBase@@@8??0Base@@QEAA@AEBU0@@Z16" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32)] }, section ".xdata", comdat
@"_TI2?AUMid@@" = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (void (%struct.Mid*)* @"??1Mid@@UEAA@XZ" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableTypeArray.2* @"_CTA2?AUMid@@" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"??_R0?AULeaf@@@8" = linkonce_odr global %rtti.TypeDescriptor10 { i8** @"??_7type_info@@6B@", i8* null, [11 x i8] c".?AULeaf@@\00" }, comdat
@"_CT??_R0?AULeaf@@@8??0Leaf@@QEAA@AEBU0@@Z16" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor10* @"??_R0?AULeaf@@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 16, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%struct.Leaf* (%struct.Leaf*, %struct.Leaf*)* @"??0Leaf@@QEAA@AEBU0@@Z" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"_CTA3?AULeaf@@" = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.3 { i32 3, [3 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableType* @"_CT??_R0?AULeaf@@@8??0Leaf@@QEAA@AEBU0@@Z16" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableType* @"_CT??_R0?AUMid@@@8??0Mid@@QEAA@AEBU0@@Z16" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableType* @"_CT??_R0?AUBase@@@8??0Base@@QEAA@AEBU0@@Z16" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32)] }, section ".xdata", comdat
@"_TI3?AULeaf@@" = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (void (%struct.Leaf*)* @"??1Leaf@@UEAA@XZ" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableTypeArray.3* @"_CTA3?AULeaf@@" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@0 = private unnamed_addr constant { [3 x i8*] } { [3 x i8*] [i8* bitcast (%rtti.CompleteObjectLocator* @"??_R4Base@@6B@" to i8*), i8* bitcast (i8* (%struct.Base*)* @"?name@Base@@UEBAPEBDXZ" to i8*), i8* bitcast (i8* (%struct.Base*, i32)* @"??_GBase@@UEAAPEAXI@Z" to i8*)] }, comdat($"??_7Base@@6B@")
@"??_R4Base@@6B@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 1, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor10* @"??_R0?AUBase@@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.ClassHierarchyDescriptor* @"??_R3Base@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.CompleteObjectLocator* @"??_R4Base@@6B@" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, comdat
@"??_R3Base@@8" = linkonce_odr constant %rtti.ClassHierarchyDescriptor { i32 0, i32 0, i32 1, i32 trunc (i64 sub nuw nsw (i64 ptrtoint ([2 x i32]* @"??_R2Base@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, comdat
@"??_R2Base@@8" = linkonce_odr constant [2 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.BaseClassDescriptor* @"??_R1A@?0A@EA@Base@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0], comdat
@"??_R1A@?0A@EA@Base@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor10* @"??_R0?AUBase@@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0, i32 0, i32 -1, i32 0, i32 64, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.ClassHierarchyDescriptor* @"??_R3Base@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, comdat
@"??_C@_04NGEJNKEG@Base?$AA@" = linkonce_odr dso_local unnamed_addr constant [5 x i8] c"Base\00", comdat, align 1
@"??_C@_0L@IJMDFCDD@?$HOBase?$CI?$CFd?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [11 x i8] c"~Base(%d)\0A\00", comdat, align 1
@1 = private unnamed_addr constant { [3 x i8*] } { [3 x i8*] [i8* bitcast (%rtti.CompleteObjectLocator* @"??_R4Mid@@6B@" to i8*), i8* bitcast (i8* (%struct.Mid*)* @"?name@Mid@@UEBAPEBDXZ" to i8*), i8* bitcast (i8* (%struct.Mid*, i32)* @"??_GMid@@UEAAPEAXI@Z" to i8*)] }, comdat($"??_7Mid@@6B@")
@"??_R4Mid@@6B@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 1, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor9* @"??_R0?AUMid@@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.ClassHierarchyDescriptor* @"??_R3Mid@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.CompleteObjectLocator* @"??_R4Mid@@6B@" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, comdat
@"??_R3Mid@@8" = linkonce_odr constant %rtti.ClassHierarchyDescriptor { i32 0, i32 0, i32 2, i32 trunc (i64 sub nuw nsw (i64 ptrtoint ([3 x i32]* @"??_R2Mid@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, comdat
@"??_R2Mid@@8" = linkonce_odr constant [3 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.BaseClassDescriptor* @"??_R1A@?0A@EA@Mid@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.BaseClassDescriptor* @"??_R1A@?0A@EA@Base@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0], comdat
@"??_R1A@?0A@EA@Mid@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor9* @"??_R0?AUMid@@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 1, i32 0, i32 -1, i32 0, i32 64, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.ClassHierarchyDescriptor* @"??_R3Mid@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, comdat
@"??_C@_03PBFCPOAP@Mid?$AA@" = linkonce_odr dso_local unnamed_addr constant [4 x i8] c"Mid\00", comdat, align 1
@2 = private unnamed_addr constant { [3 x i8*] } { [3 x i8*] [i8* bitcast (%rtti.CompleteObjectLocator* @"??_R4Leaf@@6B@" to i8*), i8* bitcast (i8* (%struct.Leaf*)* @"?name@Leaf@@UEBAPEBDXZ" to i8*), i8* bitcast (i8* (%struct.Leaf*, i32)* @"??_GLeaf@@UEAAPEAXI@Z" to i8*)] }, comdat($"??_7Leaf@@6B@")
@"??_R4Leaf@@6B@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 1, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor10* @"??_R0?AULeaf@@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.ClassHierarchyDescriptor* @"??_R3Leaf@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.CompleteObjectLocator* @"??_R4Leaf@@6B@" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, comdat
@"??_R3Leaf@@8" = linkonce_odr constant %rtti.ClassHierarchyDescriptor { i32 0, i32 0, i32 3, i32 trunc (i64 sub nuw nsw (i64 ptrtoint ([4 x i32]* @"??_R2Leaf@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, comdat
@"??_R2Leaf@@8" = linkonce_odr constant [4 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.BaseClassDescriptor* @"??_R1A@?0A@EA@Leaf@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.BaseClassDescriptor* @"??_R1A@?0A@EA@Mid@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.BaseClassDescriptor* @"??_R1A@?0A@EA@Base@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0], comdat
@"??_R1A@?0A@EA@Leaf@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor10* @"??_R0?AULeaf@@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 2, i32 0, i32 -1, i32 0, i32 64, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.ClassHierarchyDescriptor* @"??_R3Leaf@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, comdat
@"??_C@_04NCJENHKN@Leaf?$AA@" = linkonce_odr dso_local unnamed_addr constant [5 x i8] c"Leaf\00", comdat, align 1
@str = private unnamed_addr constant [5 x i8] c"~Mid\00", align 1
@str.1 = private unnamed_addr constant [6 x i8] c"~Leaf\00", align 1

@"??_7Base@@6B@" = unnamed_addr alias i8*, getelementptr inbounds ({ [3 x i8*] }, { [3 x i8*] }* @0, i32 0, i32 0, i32 1)
@"??_7Mid@@6B@" = unnamed_addr alias i8*, getelementptr inbounds ({ [3 x i8*] }, { [3 x i8*] }* @1, i32 0, i32 0, i32 1)
@"??_7Leaf@@6B@" = unnamed_addr alias i8*, getelementptr inbounds ({ [3 x i8*] }, { [3 x i8*] }* @2, i32 0, i32 0, i32 1)

; Function Attrs: norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %1 = alloca %struct.Base, align 8
  %2 = alloca %struct.Mid, align 8
  %3 = alloca %struct.Leaf, align 8
  %4 = alloca %struct.Mid*, align 8
  %5 = alloca %struct.Base*, align 8
  %6 = bitcast %struct.Base* %1 to i8*
  %7 = bitcast %struct.Mid* %2 to i8*
  %8 = bitcast %struct.Leaf* %3 to i8*
  %9 = getelementptr inbounds %struct.Mid, %struct.Mid* %2, i64 0, i32 0, i32 0
  %10 = getelementptr inbounds %struct.Mid, %struct.Mid* %2, i64 0, i32 0, i32 1
  %11 = getelementptr inbounds %struct.Base, %struct.Base* %1, i64 0, i32 0
  %12 = getelementptr inbounds %struct.Base, %struct.Base* %1, i64 0, i32 1
  %13 = getelementptr inbounds %struct.Leaf, %struct.Leaf* %3, i64 0, i32 0, i32 0, i32 1
  %14 = getelementptr inbounds %struct.Leaf, %struct.Leaf* %3, i64 0, i32 0, i32 0, i32 0
  %15 = bitcast %struct.Mid** %4 to %struct.Base**
  br label %17

16:                                               ; preds = %54
  ret i32 0

17:                                               ; preds = %0, %54
  %18 = phi i32 [ 0, %0 ], [ %56, %54 ]
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %6)
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %7)
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %8)
  switch i32 %18, label %23 [
    i32 0, label %19
    i32 1, label %21
  ]

19:                                               ; preds = %17
  store i32 (...)** bitcast (i8** @"??_7Base@@6B@" to i32 (...)**), i32 (...)*** %11, align 8, !tbaa !4
  store i32 10, i32* %12, align 8, !tbaa !7
  invoke void @_CxxThrowException(i8* nonnull %6, %eh.ThrowInfo* nonnull @"_TI1?AUBase@@") #8
          to label %20 unwind label %25

20:                                               ; preds = %19
  unreachable

21:                                               ; preds = %17
  store i32 11, i32* %10, align 8, !tbaa !7
  store i32 (...)** bitcast (i8** @"??_7Mid@@6B@" to i32 (...)**), i32 (...)*** %9, align 8, !tbaa !4
  invoke void @_CxxThrowException(i8* nonnull %7, %eh.ThrowInfo* nonnull @"_TI2?AUMid@@") #8
          to label %22 unwind label %25

22:                                               ; preds = %21
  unreachable

23:                                               ; preds = %17
  store i32 12, i32* %13, align 8, !tbaa !7
  store i32 (...)** bitcast (i8** @"??_7Leaf@@6B@" to i32 (...)**), i32 (...)*** %14, align 8, !tbaa !4
  invoke void @_CxxThrowException(i8* nonnull %8, %eh.ThrowInfo* nonnull @"_TI3?AULeaf@@") #8
          to label %24 unwind label %25

24:                                               ; preds = %23
  unreachable

25:                                               ; preds = %23, %21, %19
  %26 = catchswitch within none [label %27] unwind label %42

27:                                               ; preds = %25
  %28 = catchpad within %26 [%rtti.TypeDescriptor9* @"??_R0?AUMid@@@8", i32 8, %struct.Mid** %4]
  %29 = load %struct.Mid*, %struct.Mid** %4, align 8, !tbaa !11
  %30 = getelementptr inbounds %struct.Mid, %struct.Mid* %29, i64 0, i32 0, i32 1
  %31 = load i32, i32* %30, align 8, !tbaa !7
  %32 = bitcast %struct.Mid* %29 to i8* (%struct.Mid*)***
  %33 = load i8* (%struct.Mid*)**, i8* (%struct.Mid*)*** %32, align 8, !tbaa !4
  %34 = load i8* (%struct.Mid*)*, i8* (%struct.Mid*)** %33, align 8
  %35 = invoke noundef i8* %34(%struct.Mid* noundef nonnull align 8 dereferenceable(16) %29) [ "funclet"(token %28) ]
          to label %36 unwind label %42

36:                                               ; preds = %27
  %37 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([29 x i8], [29 x i8]* @"??_C@_0BN@DBDFKDAG@caught?5Mid?$CG?5name?$DN?$CFs?5code?$DN?$CFd?6?$AA@", i64 0, i64 0), i8* noundef %35, i32 noundef %31) [ "funclet"(token %28) ]
  %38 = load %struct.Base*, %struct.Base** %15, align 8, !tbaa !11
  %39 = getelementptr inbounds %struct.Base, %struct.Base* %38, i64 0, i32 1
  %40 = load i32, i32* %39, align 8, !tbaa !7
  %41 = add nsw i32 %40, 100
  store i32 %41, i32* %39, align 8, !tbaa !7
  invoke void @_CxxThrowException(i8* null, %eh.ThrowInfo* null) #8 [ "funclet"(token %28) ]
          to label %58 unwind label %42

42:                                               ; preds = %36, %27, %25
  %43 = catchswitch within none [label %44] unwind to caller

44:                                               ; preds = %42
  %45 = catchpad within %43 [%rtti.TypeDescriptor10* @"??_R0?AUBase@@@8", i32 8, %struct.Base** %5]
  %46 = load %struct.Base*, %struct.Base** %5, align 8, !tbaa !11
  %47 = getelementptr inbounds %struct.Base, %struct.Base* %46, i64 0, i32 1
  %48 = load i32, i32* %47, align 8, !tbaa !7
  %49 = bitcast %struct.Base* %46 to i8* (%struct.Base*)***
  %50 = load i8* (%struct.Base*)**, i8* (%struct.Base*)*** %49, align 8, !tbaa !4
  %51 = load i8* (%struct.Base*)*, i8* (%struct.Base*)** %50, align 8
  %52 = call noundef i8* %51(%struct.Base* noundef nonnull align 8 dereferenceable(16) %46) [ "funclet"(token %45) ]
  %53 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([36 x i8], [36 x i8]* @"??_C@_0CE@DNBELGBJ@caught?5const?5Base?$CG?5name?$DN?$CFs?5code?$DN@", i64 0, i64 0), i8* noundef %52, i32 noundef %48) [ "funclet"(token %45) ]
  catchret from %45 to label %54

54:                                               ; preds = %44
  %55 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @"??_C@_06JENHJFEL@?9?9?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %18)
  %56 = add nuw nsw i32 %18, 1
  %57 = icmp eq i32 %56, 3
  br i1 %57, label %16, label %17, !llvm.loop !13

58:                                               ; preds = %36
  unreachable
}

declare dso_local i32 @__CxxFrameHandler3(...)

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #1

declare dso_local void @_CxxThrowException(i8*, %eh.ThrowInfo*) local_unnamed_addr

; Function Attrs: inlinehint nounwind uwtable
define linkonce_odr dso_local noundef %struct.Base* @"??0Base@@QEAA@AEBU0@@Z"(%struct.Base* noundef nonnull returned align 8 dereferenceable(16) %0, %struct.Base* noundef nonnull align 8 dereferenceable(16) %1) unnamed_addr #2 comdat align 2 {
  %3 = getelementptr inbounds %struct.Base, %struct.Base* %0, i64 0, i32 0
  store i32 (...)** bitcast (i8** @"??_7Base@@6B@" to i32 (...)**), i32 (...)*** %3, align 8, !tbaa !4
  %4 = getelementptr inbounds %struct.Base, %struct.Base* %0, i64 0, i32 1
  %5 = getelementptr inbounds %struct.Base, %struct.Base* %1, i64 0, i32 1
  %6 = load i32, i32* %5, align 8, !tbaa !7
  store i32 %6, i32* %4, align 8, !tbaa !7
  ret %struct.Base* %0
}

; Function Attrs: nounwind uwtable
define linkonce_odr dso_local void @"??1Base@@UEAA@XZ"(%struct.Base* noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #3 comdat align 2 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %2 = getelementptr inbounds %struct.Base, %struct.Base* %0, i64 0, i32 0
  store i32 (...)** bitcast (i8** @"??_7Base@@6B@" to i32 (...)**), i32 (...)*** %2, align 8, !tbaa !4
  %3 = getelementptr inbounds %struct.Base, %struct.Base* %0, i64 0, i32 1
  %4 = load i32, i32* %3, align 8, !tbaa !7
  %5 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @"??_C@_0L@IJMDFCDD@?$HOBase?$CI?$CFd?$CJ?6?$AA@", i64 0, i64 0), i32 noundef %4)
  ret void
}

; Function Attrs: inlinehint nounwind uwtable
define linkonce_odr dso_local noundef %struct.Mid* @"??0Mid@@QEAA@AEBU0@@Z"(%struct.Mid* noundef nonnull returned align 8 dereferenceable(16) %0, %struct.Mid* noundef nonnull align 8 dereferenceable(16) %1) unnamed_addr #2 comdat align 2 {
  %3 = getelementptr inbounds %struct.Mid, %struct.Mid* %0, i64 0, i32 0, i32 0
  %4 = getelementptr inbounds %struct.Mid, %struct.Mid* %0, i64 0, i32 0, i32 1
  %5 = getelementptr inbounds %struct.Mid, %struct.Mid* %1, i64 0, i32 0, i32 1
  %6 = load i32, i32* %5, align 8, !tbaa !7
  store i32 %6, i32* %4, align 8, !tbaa !7
  store i32 (...)** bitcast (i8** @"??_7Mid@@6B@" to i32 (...)**), i32 (...)*** %3, align 8, !tbaa !4
  ret %struct.Mid* %0
}

; Function Attrs: nounwind uwtable
define linkonce_odr dso_local void @"??1Mid@@UEAA@XZ"(%struct.Mid* noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #3 comdat align 2 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %2 = getelementptr inbounds %struct.Mid, %struct.Mid* %0, i64 0, i32 0, i32 0
  store i32 (...)** bitcast (i8** @"??_7Mid@@6B@" to i32 (...)**), i32 (...)*** %2, align 8, !tbaa !4
  %3 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @str, i64 0, i64 0))
  store i32 (...)** bitcast (i8** @"??_7Base@@6B@" to i32 (...)**), i32 (...)*** %2, align 8, !tbaa !4
  %4 = getelementptr inbounds %struct.Mid, %struct.Mid* %0, i64 0, i32 0, i32 1
  %5 = load i32, i32* %4, align 8, !tbaa !7
  %6 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @"??_C@_0L@IJMDFCDD@?$HOBase?$CI?$CFd?$CJ?6?$AA@", i64 0, i64 0), i32 noundef %5) #9
  ret void
}

; Function Attrs: inlinehint nounwind uwtable
define linkonce_odr dso_local noundef %struct.Leaf* @"??0Leaf@@QEAA@AEBU0@@Z"(%struct.Leaf* noundef nonnull returned align 8 dereferenceable(16) %0, %struct.Leaf* noundef nonnull align 8 dereferenceable(16) %1) unnamed_addr #2 comdat align 2 {
  %3 = getelementptr inbounds %struct.Leaf, %struct.Leaf* %0, i64 0, i32 0, i32 0, i32 1
  %4 = getelementptr inbounds %struct.Leaf, %struct.Leaf* %1, i64 0, i32 0, i32 0, i32 1
  %5 = load i32, i32* %4, align 8, !tbaa !7
  store i32 %5, i32* %3, align 8, !tbaa !7
  %6 = getelementptr inbounds %struct.Leaf, %struct.Leaf* %0, i64 0, i32 0, i32 0, i32 0
  store i32 (...)** bitcast (i8** @"??_7Leaf@@6B@" to i32 (...)**), i32 (...)*** %6, align 8, !tbaa !4
  ret %struct.Leaf* %0
}

; Function Attrs: nounwind uwtable
define linkonce_odr dso_local void @"??1Leaf@@UEAA@XZ"(%struct.Leaf* noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #3 comdat align 2 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %2 = getelementptr inbounds %struct.Leaf, %struct.Leaf* %0, i64 0, i32 0, i32 0, i32 0
  store i32 (...)** bitcast (i8** @"??_7Leaf@@6B@" to i32 (...)**), i32 (...)*** %2, align 8, !tbaa !4
  %3 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @str.1, i64 0, i64 0))
  store i32 (...)** bitcast (i8** @"??_7Mid@@6B@" to i32 (...)**), i32 (...)*** %2, align 8, !tbaa !4
  %4 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @str, i64 0, i64 0)) #9
  store i32 (...)** bitcast (i8** @"??_7Base@@6B@" to i32 (...)**), i32 (...)*** %2, align 8, !tbaa !4
  %5 = getelementptr inbounds %struct.Leaf, %struct.Leaf* %0, i64 0, i32 0, i32 0, i32 1
  %6 = load i32, i32* %5, align 8, !tbaa !7
  %7 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @"??_C@_0L@IJMDFCDD@?$HOBase?$CI?$CFd?$CJ?6?$AA@", i64 0, i64 0), i32 noundef %6) #9
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef i8* @"?name@Base@@UEBAPEBDXZ"(%struct.Base* noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #4 comdat align 2 {
  ret i8* getelementptr inbounds ([5 x i8], [5 x i8]* @"??_C@_04NGEJNKEG@Base?$AA@", i64 0, i64 0)
}

; Function Attrs: nounwind uwtable
define linkonce_odr dso_local noundef i8* @"??_GBase@@UEAAPEAXI@Z"(%struct.Base* noundef nonnull align 8 dereferenceable(16) %0, i32 noundef %1) unnamed_addr #3 comdat align 2 personality i32 (...)* @__CxxFrameHandler3 {
  %3 = bitcast %struct.Base* %0 to i8*
  %4 = getelementptr inbounds %struct.Base, %struct.Base* %0, i64 0, i32 0
  store i32 (...)** bitcast (i8** @"??_7Base@@6B@" to i32 (...)**), i32 (...)*** %4, align 8, !tbaa !4
  %5 = getelementptr inbounds %struct.Base, %struct.Base* %0, i64 0, i32 1
  %6 = load i32, i32* %5, align 8, !tbaa !7
  %7 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @"??_C@_0L@IJMDFCDD@?$HOBase?$CI?$CFd?$CJ?6?$AA@", i64 0, i64 0), i32 noundef %6) #9
  %8 = icmp eq i32 %1, 0
  br i1 %8, label %10, label %9

9:                                                ; preds = %2
  tail call void @"??3@YAXPEAX@Z"(i8* noundef nonnull %3) #10
  br label %10

10:                                               ; preds = %9, %2
  ret i8* %3
}

; Function Attrs: nobuiltin nounwind
declare dso_local void @"??3@YAXPEAX@Z"(i8* noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef i8* @"?name@Mid@@UEBAPEBDXZ"(%struct.Mid* noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #4 comdat align 2 {
  ret i8* getelementptr inbounds ([4 x i8], [4 x i8]* @"??_C@_03PBFCPOAP@Mid?$AA@", i64 0, i64 0)
}

; Function Attrs: nounwind uwtable
define linkonce_odr dso_local noundef i8* @"??_GMid@@UEAAPEAXI@Z"(%struct.Mid* noundef nonnull align 8 dereferenceable(16) %0, i32 noundef %1) unnamed_addr #3 comdat align 2 personality i32 (...)* @__CxxFrameHandler3 {
  %3 = bitcast %struct.Mid* %0 to i8*
  %4 = getelementptr inbounds %struct.Mid, %struct.Mid* %0, i64 0, i32 0, i32 0
  store i32 (...)** bitcast (i8** @"??_7Mid@@6B@" to i32 (...)**), i32 (...)*** %4, align 8, !tbaa !4
  %5 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @str, i64 0, i64 0)) #9
  store i32 (...)** bitcast (i8** @"??_7Base@@6B@" to i32 (...)**), i32 (...)*** %4, align 8, !tbaa !4
  %6 = getelementptr inbounds %struct.Mid, %struct.Mid* %0, i64 0, i32 0, i32 1
  %7 = load i32, i32* %6, align 8, !tbaa !7
  %8 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @"??_C@_0L@IJMDFCDD@?$HOBase?$CI?$CFd?$CJ?6?$AA@", i64 0, i64 0), i32 noundef %7) #9
  %9 = icmp eq i32 %1, 0
  br i1 %9, label %11, label %10

10:                                               ; preds = %2
  tail call void @"??3@YAXPEAX@Z"(i8* noundef nonnull %3) #10
  br label %11

11:                                               ; preds = %10, %2
  ret i8* %3
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef i8* @"?name@Leaf@@UEBAPEBDXZ"(%struct.Leaf* noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #4 comdat align 2 {
  ret i8* getelementptr inbounds ([5 x i8], [5 x i8]* @"??_C@_04NCJENHKN@Leaf?$AA@", i64 0, i64 0)
}

; Function Attrs: nounwind uwtable
define linkonce_odr dso_local noundef i8* @"??_GLeaf@@UEAAPEAXI@Z"(%struct.Leaf* noundef nonnull align 8 dereferenceable(16) %0, i32 noundef %1) unnamed_addr #3 comdat align 2 personality i32 (...)* @__CxxFrameHandler3 {
  %3 = bitcast %struct.Leaf* %0 to i8*
  %4 = getelementptr inbounds %struct.Leaf, %struct.Leaf* %0, i64 0, i32 0, i32 0, i32 0
  store i32 (...)** bitcast (i8** @"??_7Leaf@@6B@" to i32 (...)**), i32 (...)*** %4, align 8, !tbaa !4
  %5 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @str.1, i64 0, i64 0)) #9
  store i32 (...)** bitcast (i8** @"??_7Mid@@6B@" to i32 (...)**), i32 (...)*** %4, align 8, !tbaa !4
  %6 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @str, i64 0, i64 0)) #9
  store i32 (...)** bitcast (i8** @"??_7Base@@6B@" to i32 (...)**), i32 (...)*** %4, align 8, !tbaa !4
  %7 = getelementptr inbounds %struct.Leaf, %struct.Leaf* %0, i64 0, i32 0, i32 0, i32 1
  %8 = load i32, i32* %7, align 8, !tbaa !7
  %9 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @"??_C@_0L@IJMDFCDD@?$HOBase?$CI?$CFd?$CJ?6?$AA@", i64 0, i64 0), i32 noundef %8) #9
  %10 = icmp eq i32 %1, 0
  br i1 %10, label %12, label %11

11:                                               ; preds = %2
  tail call void @"??3@YAXPEAX@Z"(i8* noundef nonnull %3) #10
  br label %12

12:                                               ; preds = %11, %2
  ret i8* %3
}

; Function Attrs: nofree nounwind
declare noundef i32 @puts(i8* nocapture noundef readonly) local_unnamed_addr #6

; Function Attrs: argmemonly nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #7

attributes #0 = { norecurse uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { inlinehint nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nobuiltin nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nounwind }
attributes #7 = { argmemonly nofree nosync nounwind willreturn }
attributes #8 = { noreturn }
attributes #9 = { nounwind }
attributes #10 = { builtin nounwind }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 1}
!3 = !{!"Debian clang version 14.0.6"}
!4 = !{!5, !5, i64 0}
!5 = !{!"vtable pointer", !6, i64 0}
!6 = !{!"Simple C++ TBAA"}
!7 = !{!8, !9, i64 8}
!8 = !{!"?AUBase@@", !9, i64 8}
!9 = !{!"int", !10, i64 0}
!10 = !{!"omnipotent char", !6, i64 0}
!11 = !{!12, !12, i64 0}
!12 = !{!"any pointer", !10, i64 0}
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.mustprogress"}
