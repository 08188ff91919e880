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
%struct.Mid = type { %struct.Base }
%struct.Base = type { i32 (...)**, i32 }
%struct.Leaf = type { %struct.Mid }

$"??0Base@@QEAA@H@Z" = comdat any

$"??0Base@@QEAA@AEBU0@@Z" = comdat any

$"??1Base@@UEAA@XZ" = comdat any

$"??0Mid@@QEAA@H@Z" = comdat any

$"??0Mid@@QEAA@AEBU0@@Z" = comdat any

$"??1Mid@@UEAA@XZ" = comdat any

$"??0Leaf@@QEAA@H@Z" = comdat any

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

$"??_C@_05CMGJJNOK@?$HOMid?6?$AA@" = comdat any

$"??_7Leaf@@6B@" = comdat largest

$"??_R4Leaf@@6B@" = comdat any

$"??_R3Leaf@@8" = comdat any

$"??_R2Leaf@@8" = comdat any

$"??_R1A@?0A@EA@Leaf@@8" = comdat any

$"??_C@_04NCJENHKN@Leaf?$AA@" = comdat any

$"??_C@_06MCKDHGKD@?$HOLeaf?6?$AA@" = comdat any

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
@"??_C@_05CMGJJNOK@?$HOMid?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [6 x i8] c"~Mid\0A\00", comdat, align 1
@2 = private unnamed_addr constant { [3 x i8*] } { [3 x i8*] [i8* bitcast (%rtti.CompleteObjectLocator* @"??_R4Leaf@@6B@" to i8*), i8* bitcast (i8* (%struct.Leaf*)* @"?name@Leaf@@UEBAPEBDXZ" to i8*), i8* bitcast (i8* (%struct.Leaf*, i32)* @"??_GLeaf@@UEAAPEAXI@Z" to i8*)] }, comdat($"??_7Leaf@@6B@")
@"??_R4Leaf@@6B@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 1, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor10* @"??_R0?AULeaf@@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.ClassHierarchyDescriptor* @"??_R3Leaf@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.CompleteObjectLocator* @"??_R4Leaf@@6B@" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, comdat
@"??_R3Leaf@@8" = linkonce_odr constant %rtti.ClassHierarchyDescriptor { i32 0, i32 0, i32 3, i32 trunc (i64 sub nuw nsw (i64 ptrtoint ([4 x i32]* @"??_R2Leaf@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, comdat
@"??_R2Leaf@@8" = linkonce_odr constant [4 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.BaseClassDescriptor* @"??_R1A@?0A@EA@Leaf@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.BaseClassDescriptor* @"??_R1A@?0A@EA@Mid@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.BaseClassDescriptor* @"??_R1A@?0A@EA@Base@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0], comdat
@"??_R1A@?0A@EA@Leaf@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor10* @"??_R0?AULeaf@@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 2, i32 0, i32 -1, i32 0, i32 64, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.ClassHierarchyDescriptor* @"??_R3Leaf@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, comdat
@"??_C@_04NCJENHKN@Leaf?$AA@" = linkonce_odr dso_local unnamed_addr constant [5 x i8] c"Leaf\00", comdat, align 1
@"??_C@_06MCKDHGKD@?$HOLeaf?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [7 x i8] c"~Leaf\0A\00", comdat, align 1

@"??_7Base@@6B@" = unnamed_addr alias i8*, getelementptr inbounds ({ [3 x i8*] }, { [3 x i8*] }* @0, i32 0, i32 0, i32 1)
@"??_7Mid@@6B@" = unnamed_addr alias i8*, getelementptr inbounds ({ [3 x i8*] }, { [3 x i8*] }* @1, i32 0, i32 0, i32 1)
@"??_7Leaf@@6B@" = unnamed_addr alias i8*, getelementptr inbounds ({ [3 x i8*] }, { [3 x i8*] }* @2, i32 0, i32 0, i32 1)

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #0 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca %struct.Mid*, align 8
  %4 = alloca %struct.Base*, align 8
  store i32 0, i32* %1, align 4
  store i32 0, i32* %2, align 4
  br label %5

5:                                                ; preds = %50, %0
  %6 = load i32, i32* %2, align 4
  %7 = icmp slt i32 %6, 3
  br i1 %7, label %8, label %55

8:                                                ; preds = %5
  %9 = load i32, i32* %2, align 4
  invoke void @"?f@@YAXH@Z"(i32 noundef %9)
          to label %53 unwind label %10

10:                                               ; preds = %8
  %11 = catchswitch within none [label %12] unwind label %32

12:                                               ; preds = %10
  %13 = catchpad within %11 [%rtti.TypeDescriptor9* @"??_R0?AUMid@@@8", i32 8, %struct.Mid** %3]
  %14 = load %struct.Mid*, %struct.Mid** %3, align 8
  %15 = bitcast %struct.Mid* %14 to %struct.Base*
  %16 = getelementptr inbounds %struct.Base, %struct.Base* %15, i32 0, i32 1
  %17 = load i32, i32* %16, align 8
  %18 = load %struct.Mid*, %struct.Mid** %3, align 8
  %19 = bitcast %struct.Mid* %18 to i8* (%struct.Mid*)***
  %20 = load i8* (%struct.Mid*)**, i8* (%struct.Mid*)*** %19, align 8
  %21 = getelementptr inbounds i8* (%struct.Mid*)*, i8* (%struct.Mid*)** %20, i64 0
  %22 = load i8* (%struct.Mid*)*, i8* (%struct.Mid*)** %21, align 8
  %23 = invoke noundef i8* %22(%struct.Mid* noundef nonnull align 8 dereferenceable(16) %18) [ "funclet"(token %13) ]
          to label %24 unwind label %32

24:                                               ; preds = %12
  %25 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([29 x i8], [29 x i8]* @"??_C@_0BN@DBDFKDAG@caught?5Mid?$CG?5name?$DN?$CFs?5code?$DN?$CFd?6?$AA@", i64 0, i64 0), i8* noundef %23, i32 noundef %17) [ "funclet"(token %13) ]
          to label %26 unwind label %32

26:                                               ; preds = %24
  %27 = load %struct.Mid*, %struct.Mid** %3, align 8
  %28 = bitcast %struct.Mid* %27 to %struct.Base*
  %29 = getelementptr inbounds %struct.Base, %struct.Base* %28, i32 0, i32 1
  %30 = load i32, i32* %29, align 8
  %31 = add nsw i32 %30, 100
  store i32 %31, i32* %29, align 8
  invoke void @_CxxThrowException(i8* null, %eh.ThrowInfo* null) #6 [ "funclet"(token %13) ]
          to label %56 unwind label %32

32:                                               ; preds = %26, %24, %12, %10
  %33 = catchswitch within none [label %34] unwind to caller

34:                                               ; preds = %32
  %35 = catchpad within %33 [%rtti.TypeDescriptor10* @"??_R0?AUBase@@@8", i32 8, %struct.Base** %4]
  %36 = load %struct.Base*, %struct.Base** %4, align 8
  %37 = getelementptr inbounds %struct.Base, %struct.Base* %36, i32 0, i32 1
  %38 = load i32, i32* %37, align 8
  %39 = load %struct.Base*, %struct.Base** %4, align 8
  %40 = bitcast %struct.Base* %39 to i8* (%struct.Base*)***
  %41 = load i8* (%struct.Base*)**, i8* (%struct.Base*)*** %40, align 8
  %42 = getelementptr inbounds i8* (%struct.Base*)*, i8* (%struct.Base*)** %41, i64 0
  %43 = load i8* (%struct.Base*)*, i8* (%struct.Base*)** %42, align 8
  %44 = call noundef i8* %43(%struct.Base* noundef nonnull align 8 dereferenceable(16) %39) [ "funclet"(token %35) ]
  %45 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([36 x i8], [36 x i8]* @"??_C@_0CE@DNBELGBJ@caught?5const?5Base?$CG?5name?$DN?$CFs?5code?$DN@", i64 0, i64 0), i8* noundef %44, i32 noundef %38) [ "funclet"(token %35) ]
  catchret from %35 to label %46

46:                                               ; preds = %34
  br label %47

47:                                               ; preds = %46, %54
  %48 = load i32, i32* %2, align 4
  %49 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @"??_C@_06JENHJFEL@?9?9?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %48)
  br label %50

50:                                               ; preds = %47
  %51 = load i32, i32* %2, align 4
  %52 = add nsw i32 %51, 1
  store i32 %52, i32* %2, align 4
  br label %5, !llvm.loop !4

53:                                               ; preds = %8
  br label %54

54:                                               ; preds = %53
  br label %47

55:                                               ; preds = %5
  ret i32 0

56:                                               ; preds = %26
  unreachable
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @"?f@@YAXH@Z"(i32 noundef %0) #1 {
  %2 = alloca i32, align 4
  %3 = alloca %struct.Base, align 8
  %4 = alloca %struct.Mid, align 8
  %5 = alloca %struct.Leaf, align 8
  store i32 %0, i32* %2, align 4
  %6 = load i32, i32* %2, align 4
  %7 = icmp eq i32 %6, 0
  br i1 %7, label %8, label %11

8:                                                ; preds = %1
  %9 = call noundef %struct.Base* @"??0Base@@QEAA@H@Z"(%struct.Base* noundef nonnull align 8 dereferenceable(16) %3, i32 noundef 10)
  %10 = bitcast %struct.Base* %3 to i8*
  call void @_CxxThrowException(i8* %10, %eh.ThrowInfo* @"_TI1?AUBase@@") #6
  unreachable

11:                                               ; preds = %1
  %12 = load i32, i32* %2, align 4
  %13 = icmp eq i32 %12, 1
  br i1 %13, label %14, label %17

14:                                               ; preds = %11
  %15 = call noundef %struct.Mid* @"??0Mid@@QEAA@H@Z"(%struct.Mid* noundef nonnull align 8 dereferenceable(16) %4, i32 noundef 11)
  %16 = bitcast %struct.Mid* %4 to i8*
  call void @_CxxThrowException(i8* %16, %eh.ThrowInfo* @"_TI2?AUMid@@") #6
  unreachable

17:                                               ; preds = %11
  %18 = call noundef %struct.Leaf* @"??0Leaf@@QEAA@H@Z"(%struct.Leaf* noundef nonnull align 8 dereferenceable(16) %5, i32 noundef 12)
  %19 = bitcast %struct.Leaf* %5 to i8*
  call void @_CxxThrowException(i8* %19, %eh.ThrowInfo* @"_TI3?AULeaf@@") #6
  unreachable
}

declare dso_local i32 @__CxxFrameHandler3(...)

declare dso_local i32 @printf(i8* noundef, ...) #2

declare dso_local void @_CxxThrowException(i8*, %eh.ThrowInfo*)

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef %struct.Base* @"??0Base@@QEAA@H@Z"(%struct.Base* noundef nonnull returned align 8 dereferenceable(16) %0, i32 noundef %1) unnamed_addr #3 comdat align 2 {
  %3 = alloca i32, align 4
  %4 = alloca %struct.Base*, align 8
  store i32 %1, i32* %3, align 4
  store %struct.Base* %0, %struct.Base** %4, align 8
  %5 = load %struct.Base*, %struct.Base** %4, align 8
  %6 = bitcast %struct.Base* %5 to i32 (...)***
  store i32 (...)** bitcast (i8** @"??_7Base@@6B@" to i32 (...)**), i32 (...)*** %6, align 8
  %7 = getelementptr inbounds %struct.Base, %struct.Base* %5, i32 0, i32 1
  %8 = load i32, i32* %3, align 4
  store i32 %8, i32* %7, align 8
  ret %struct.Base* %5
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef %struct.Base* @"??0Base@@QEAA@AEBU0@@Z"(%struct.Base* noundef nonnull returned align 8 dereferenceable(16) %0, %struct.Base* noundef nonnull align 8 dereferenceable(16) %1) unnamed_addr #3 comdat align 2 {
  %3 = alloca %struct.Base*, align 8
  %4 = alloca %struct.Base*, align 8
  store %struct.Base* %1, %struct.Base** %3, align 8
  store %struct.Base* %0, %struct.Base** %4, align 8
  %5 = load %struct.Base*, %struct.Base** %4, align 8
  %6 = bitcast %struct.Base* %5 to i32 (...)***
  store i32 (...)** bitcast (i8** @"??_7Base@@6B@" to i32 (...)**), i32 (...)*** %6, align 8
  %7 = getelementptr inbounds %struct.Base, %struct.Base* %5, i32 0, i32 1
  %8 = load %struct.Base*, %struct.Base** %3, align 8
  %9 = getelementptr inbounds %struct.Base, %struct.Base* %8, i32 0, i32 1
  %10 = load i32, i32* %9, align 8
  store i32 %10, i32* %7, align 8
  ret %struct.Base* %5
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"??1Base@@UEAA@XZ"(%struct.Base* noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #3 comdat align 2 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %2 = alloca %struct.Base*, align 8
  store %struct.Base* %0, %struct.Base** %2, align 8
  %3 = load %struct.Base*, %struct.Base** %2, align 8
  %4 = bitcast %struct.Base* %3 to i32 (...)***
  store i32 (...)** bitcast (i8** @"??_7Base@@6B@" to i32 (...)**), i32 (...)*** %4, align 8
  %5 = getelementptr inbounds %struct.Base, %struct.Base* %3, i32 0, i32 1
  %6 = load i32, i32* %5, align 8
  %7 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @"??_C@_0L@IJMDFCDD@?$HOBase?$CI?$CFd?$CJ?6?$AA@", i64 0, i64 0), i32 noundef %6)
          to label %8 unwind label %9

8:                                                ; preds = %1
  ret void

9:                                                ; preds = %1
  %10 = cleanuppad within none []
  call void @__std_terminate() #7 [ "funclet"(token %10) ]
  unreachable
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef %struct.Mid* @"??0Mid@@QEAA@H@Z"(%struct.Mid* noundef nonnull returned align 8 dereferenceable(16) %0, i32 noundef %1) unnamed_addr #3 comdat align 2 {
  %3 = alloca i32, align 4
  %4 = alloca %struct.Mid*, align 8
  store i32 %1, i32* %3, align 4
  store %struct.Mid* %0, %struct.Mid** %4, align 8
  %5 = load %struct.Mid*, %struct.Mid** %4, align 8
  %6 = bitcast %struct.Mid* %5 to %struct.Base*
  %7 = load i32, i32* %3, align 4
  %8 = call noundef %struct.Base* @"??0Base@@QEAA@H@Z"(%struct.Base* noundef nonnull align 8 dereferenceable(16) %6, i32 noundef %7)
  %9 = bitcast %struct.Mid* %5 to i32 (...)***
  store i32 (...)** bitcast (i8** @"??_7Mid@@6B@" to i32 (...)**), i32 (...)*** %9, align 8
  ret %struct.Mid* %5
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef %struct.Mid* @"??0Mid@@QEAA@AEBU0@@Z"(%struct.Mid* noundef nonnull returned align 8 dereferenceable(16) %0, %struct.Mid* noundef nonnull align 8 dereferenceable(16) %1) unnamed_addr #3 comdat align 2 {
  %3 = alloca %struct.Mid*, align 8
  %4 = alloca %struct.Mid*, align 8
  store %struct.Mid* %1, %struct.Mid** %3, align 8
  store %struct.Mid* %0, %struct.Mid** %4, align 8
  %5 = load %struct.Mid*, %struct.Mid** %4, align 8
  %6 = bitcast %struct.Mid* %5 to %struct.Base*
  %7 = load %struct.Mid*, %struct.Mid** %3, align 8
  %8 = bitcast %struct.Mid* %7 to %struct.Base*
  %9 = call noundef %struct.Base* @"??0Base@@QEAA@AEBU0@@Z"(%struct.Base* noundef nonnull align 8 dereferenceable(16) %6, %struct.Base* noundef nonnull align 8 dereferenceable(16) %8) #8
  %10 = bitcast %struct.Mid* %5 to i32 (...)***
  store i32 (...)** bitcast (i8** @"??_7Mid@@6B@" to i32 (...)**), i32 (...)*** %10, align 8
  ret %struct.Mid* %5
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"??1Mid@@UEAA@XZ"(%struct.Mid* noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #3 comdat align 2 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %2 = alloca %struct.Mid*, align 8
  store %struct.Mid* %0, %struct.Mid** %2, align 8
  %3 = load %struct.Mid*, %struct.Mid** %2, align 8
  %4 = bitcast %struct.Mid* %3 to i32 (...)***
  store i32 (...)** bitcast (i8** @"??_7Mid@@6B@" to i32 (...)**), i32 (...)*** %4, align 8
  %5 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @"??_C@_05CMGJJNOK@?$HOMid?6?$AA@", i64 0, i64 0))
          to label %6 unwind label %8

6:                                                ; preds = %1
  %7 = bitcast %struct.Mid* %3 to %struct.Base*
  call void @"??1Base@@UEAA@XZ"(%struct.Base* noundef nonnull align 8 dereferenceable(16) %7) #8
  ret void

8:                                                ; preds = %1
  %9 = cleanuppad within none []
  %10 = bitcast %struct.Mid* %3 to %struct.Base*
  call void @"??1Base@@UEAA@XZ"(%struct.Base* noundef nonnull align 8 dereferenceable(16) %10) #8 [ "funclet"(token %9) ]
  cleanupret from %9 unwind label %11

11:                                               ; preds = %8
  %12 = cleanuppad within none []
  call void @__std_terminate() #7 [ "funclet"(token %12) ]
  unreachable
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef %struct.Leaf* @"??0Leaf@@QEAA@H@Z"(%struct.Leaf* noundef nonnull returned align 8 dereferenceable(16) %0, i32 noundef %1) unnamed_addr #3 comdat align 2 {
  %3 = alloca i32, align 4
  %4 = alloca %struct.Leaf*, align 8
  store i32 %1, i32* %3, align 4
  store %struct.Leaf* %0, %struct.Leaf** %4, align 8
  %5 = load %struct.Leaf*, %struct.Leaf** %4, align 8
  %6 = bitcast %struct.Leaf* %5 to %struct.Mid*
  %7 = load i32, i32* %3, align 4
  %8 = call noundef %struct.Mid* @"??0Mid@@QEAA@H@Z"(%struct.Mid* noundef nonnull align 8 dereferenceable(16) %6, i32 noundef %7)
  %9 = bitcast %struct.Leaf* %5 to i32 (...)***
  store i32 (...)** bitcast (i8** @"??_7Leaf@@6B@" to i32 (...)**), i32 (...)*** %9, align 8
  ret %struct.Leaf* %5
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef %struct.Leaf* @"??0Leaf@@QEAA@AEBU0@@Z"(%struct.Leaf* noundef nonnull returned align 8 dereferenceable(16) %0, %struct.Leaf* noundef nonnull align 8 dereferenceable(16) %1) unnamed_addr #3 comdat align 2 {
  %3 = alloca %struct.Leaf*, align 8
  %4 = alloca %struct.Leaf*, align 8
  store %struct.Leaf* %1, %struct.Leaf** %3, align 8
  store %struct.Leaf* %0, %struct.Leaf** %4, align 8
  %5 = load %struct.Leaf*, %struct.Leaf** %4, align 8
  %6 = bitcast %struct.Leaf* %5 to %struct.Mid*
  %7 = load %struct.Leaf*, %struct.Leaf** %3, align 8
  %8 = bitcast %struct.Leaf* %7 to %struct.Mid*
  %9 = call noundef %struct.Mid* @"??0Mid@@QEAA@AEBU0@@Z"(%struct.Mid* noundef nonnull align 8 dereferenceable(16) %6, %struct.Mid* noundef nonnull align 8 dereferenceable(16) %8) #8
  %10 = bitcast %struct.Leaf* %5 to i32 (...)***
  store i32 (...)** bitcast (i8** @"??_7Leaf@@6B@" to i32 (...)**), i32 (...)*** %10, align 8
  ret %struct.Leaf* %5
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"??1Leaf@@UEAA@XZ"(%struct.Leaf* noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #3 comdat align 2 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %2 = alloca %struct.Leaf*, align 8
  store %struct.Leaf* %0, %struct.Leaf** %2, align 8
  %3 = load %struct.Leaf*, %struct.Leaf** %2, align 8
  %4 = bitcast %struct.Leaf* %3 to i32 (...)***
  store i32 (...)** bitcast (i8** @"??_7Leaf@@6B@" to i32 (...)**), i32 (...)*** %4, align 8
  %5 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @"??_C@_06MCKDHGKD@?$HOLeaf?6?$AA@", i64 0, i64 0))
          to label %6 unwind label %8

6:                                                ; preds = %1
  %7 = bitcast %struct.Leaf* %3 to %struct.Mid*
  call void @"??1Mid@@UEAA@XZ"(%struct.Mid* noundef nonnull align 8 dereferenceable(16) %7) #8
  ret void

8:                                                ; preds = %1
  %9 = cleanuppad within none []
  %10 = bitcast %struct.Leaf* %3 to %struct.Mid*
  call void @"??1Mid@@UEAA@XZ"(%struct.Mid* noundef nonnull align 8 dereferenceable(16) %10) #8 [ "funclet"(token %9) ]
  cleanupret from %9 unwind label %11

11:                                               ; preds = %8
  %12 = cleanuppad within none []
  call void @__std_terminate() #7 [ "funclet"(token %12) ]
  unreachable
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i8* @"?name@Base@@UEBAPEBDXZ"(%struct.Base* noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #4 comdat align 2 {
  %2 = alloca %struct.Base*, align 8
  store %struct.Base* %0, %struct.Base** %2, align 8
  %3 = load %struct.Base*, %struct.Base** %2, align 8
  ret i8* getelementptr inbounds ([5 x i8], [5 x i8]* @"??_C@_04NGEJNKEG@Base?$AA@", i64 0, i64 0)
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i8* @"??_GBase@@UEAAPEAXI@Z"(%struct.Base* noundef nonnull align 8 dereferenceable(16) %0, i32 noundef %1) unnamed_addr #3 comdat align 2 {
  %3 = alloca i8*, align 8
  %4 = alloca i32, align 4
  %5 = alloca %struct.Base*, align 8
  store i32 %1, i32* %4, align 4
  store %struct.Base* %0, %struct.Base** %5, align 8
  %6 = load %struct.Base*, %struct.Base** %5, align 8
  %7 = bitcast %struct.Base* %6 to i8*
  store i8* %7, i8** %3, align 8
  %8 = load i32, i32* %4, align 4
  call void @"??1Base@@UEAA@XZ"(%struct.Base* noundef nonnull align 8 dereferenceable(16) %6) #8
  %9 = icmp eq i32 %8, 0
  br i1 %9, label %12, label %10

10:                                               ; preds = %2
  %11 = bitcast %struct.Base* %6 to i8*
  call void @"??3@YAXPEAX@Z"(i8* noundef %11) #9
  br label %12

12:                                               ; preds = %10, %2
  %13 = load i8*, i8** %3, align 8
  ret i8* %13
}

; Function Attrs: nobuiltin nounwind
declare dso_local void @"??3@YAXPEAX@Z"(i8* noundef) #5

declare dso_local void @__std_terminate()

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i8* @"?name@Mid@@UEBAPEBDXZ"(%struct.Mid* noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #4 comdat align 2 {
  %2 = alloca %struct.Mid*, align 8
  store %struct.Mid* %0, %struct.Mid** %2, align 8
  %3 = load %struct.Mid*, %struct.Mid** %2, align 8
  ret i8* getelementptr inbounds ([4 x i8], [4 x i8]* @"??_C@_03PBFCPOAP@Mid?$AA@", i64 0, i64 0)
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i8* @"??_GMid@@UEAAPEAXI@Z"(%struct.Mid* noundef nonnull align 8 dereferenceable(16) %0, i32 noundef %1) unnamed_addr #3 comdat align 2 {
  %3 = alloca i8*, align 8
  %4 = alloca i32, align 4
  %5 = alloca %struct.Mid*, align 8
  store i32 %1, i32* %4, align 4
  store %struct.Mid* %0, %struct.Mid** %5, align 8
  %6 = load %struct.Mid*, %struct.Mid** %5, align 8
  %7 = bitcast %struct.Mid* %6 to i8*
  store i8* %7, i8** %3, align 8
  %8 = load i32, i32* %4, align 4
  call void @"??1Mid@@UEAA@XZ"(%struct.Mid* noundef nonnull align 8 dereferenceable(16) %6) #8
  %9 = icmp eq i32 %8, 0
  br i1 %9, label %12, label %10

10:                                               ; preds = %2
  %11 = bitcast %struct.Mid* %6 to i8*
  call void @"??3@YAXPEAX@Z"(i8* noundef %11) #9
  br label %12

12:                                               ; preds = %10, %2
  %13 = load i8*, i8** %3, align 8
  ret i8* %13
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i8* @"?name@Leaf@@UEBAPEBDXZ"(%struct.Leaf* noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #4 comdat align 2 {
  %2 = alloca %struct.Leaf*, align 8
  store %struct.Leaf* %0, %struct.Leaf** %2, align 8
  %3 = load %struct.Leaf*, %struct.Leaf** %2, align 8
  ret i8* getelementptr inbounds ([5 x i8], [5 x i8]* @"??_C@_04NCJENHKN@Leaf?$AA@", i64 0, i64 0)
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i8* @"??_GLeaf@@UEAAPEAXI@Z"(%struct.Leaf* noundef nonnull align 8 dereferenceable(16) %0, i32 noundef %1) unnamed_addr #3 comdat align 2 {
  %3 = alloca i8*, align 8
  %4 = alloca i32, align 4
  %5 = alloca %struct.Leaf*, align 8
  store i32 %1, i32* %4, align 4
  store %struct.Leaf* %0, %struct.Leaf** %5, align 8
  %6 = load %struct.Leaf*, %struct.Leaf** %5, align 8
  %7 = bitcast %struct.Leaf* %6 to i8*
  store i8* %7, i8** %3, align 8
  %8 = load i32, i32* %4, align 4
  call void @"??1Leaf@@UEAA@XZ"(%struct.Leaf* noundef nonnull align 8 dereferenceable(16) %6) #8
  %9 = icmp eq i32 %8, 0
  br i1 %9, label %12, label %10

10:                                               ; preds = %2
  %11 = bitcast %struct.Leaf* %6 to i8*
  call void @"??3@YAXPEAX@Z"(i8* noundef %11) #9
  br label %12

12:                                               ; preds = %10, %2
  %13 = load i8*, i8** %3, align 8
  ret i8* %13
}

attributes #0 = { mustprogress noinline norecurse optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress noinline optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { noinline nounwind optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress noinline nounwind optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nobuiltin nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { noreturn }
attributes #7 = { noreturn nounwind }
attributes #8 = { nounwind }
attributes #9 = { builtin nounwind }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 1}
!3 = !{!"Debian clang version 14.0.6"}
!4 = distinct !{!4, !5}
!5 = !{!"llvm.loop.mustprogress"}
