; ModuleID = 'throw_through_function_pointer.cpp'
source_filename = "throw_through_function_pointer.cpp"
target datalayout = "e-m:w-p:64:64-i32:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64-pc-windows-msvc19.20.0"

%rtti.TypeDescriptor2 = type { i8**, i8*, [3 x i8] }
%eh.CatchableType = type { i32, i32, i32, i32, i32, i32, i32 }
%eh.CatchableTypeArray.1 = type { i32, [1 x i32] }
%eh.ThrowInfo = type { i32, i32, i32, i32 }
%rtti.CompleteObjectLocator = type { i32, i32, i32, i32, i32, i32 }
%rtti.TypeDescriptor11 = type { i8**, i8*, [12 x i8] }
%rtti.ClassHierarchyDescriptor = type { i32, i32, i32, i32 }
%rtti.BaseClassDescriptor = type { i32, i32, i32, i32, i32, i32, i32 }
%rtti.TypeDescriptor10 = type { i8**, i8*, [11 x i8] }
%struct.Calc2 = type { %struct.Calc }
%struct.Calc = type { i32 (...)**, i32 }
%class.anon = type { i8 }
%struct.Guard = type { i8* }

$"??0Calc2@@QEAA@XZ" = comdat any

$"?plain@Calc@@QEAAHH@Z" = comdat any

$"??_9Calc@@$BA@AA" = comdat any

$"??1Calc2@@UEAA@XZ" = comdat any

$"??0Guard@@QEAA@PEBD@Z" = comdat any

$"??1Guard@@QEAA@XZ" = comdat any

$"??0Calc@@QEAA@XZ" = comdat any

$"?virt@Calc2@@UEAAHH@Z" = comdat any

$"??_GCalc2@@UEAAPEAXI@Z" = comdat any

$"?virt@Calc@@UEAAHH@Z" = comdat any

$"??_GCalc@@UEAAPEAXI@Z" = comdat any

$"??1Calc@@UEAA@XZ" = comdat any

$"??_C@_06JOECBIGK@ok?5?$CFd?6?$AA@" = comdat any

$"??_R0H@8" = comdat any

$"??_C@_0BA@PGJIFMCH@table?5threw?5?$CFd?6?$AA@" = comdat any

$"??_C@_0BE@HJGEJHKG@pmf?5plain?5threw?5?$CFd?6?$AA@" = comdat any

$"??_C@_0BG@DHLONPAM@pmf?5virtual?5threw?5?$CFd?6?$AA@" = comdat any

$"??_C@_0BB@LFLPHLOO@lambda?5threw?5?$CFd?6?$AA@" = comdat any

$"??_C@_09KPMEAOIJ@apply_all?$AA@" = comdat any

$"??_C@_0M@CKPBPPIO@?$HOGuard?$CI?$CFs?$CJ?6?$AA@" = comdat any

$"_CT??_R0H@84" = comdat any

$_CTA1H = comdat any

$_TI1H = comdat any

$"??_7Calc2@@6B@" = comdat largest

$"??_R4Calc2@@6B@" = comdat any

$"??_R0?AUCalc2@@@8" = comdat any

$"??_R3Calc2@@8" = comdat any

$"??_R2Calc2@@8" = comdat any

$"??_R1A@?0A@EA@Calc2@@8" = comdat any

$"??_R1A@?0A@EA@Calc@@8" = comdat any

$"??_R0?AUCalc@@@8" = comdat any

$"??_R3Calc@@8" = comdat any

$"??_R2Calc@@8" = comdat any

$"??_7Calc@@6B@" = comdat largest

$"??_R4Calc@@6B@" = comdat any

$"??_C@_08PBKNHDHB@call_pmf?$AA@" = comdat any

@__const.main.ok_ops = private unnamed_addr constant [2 x i32 (i32)*] [i32 (i32)* @"?op_ok@@YAHH@Z", i32 (i32)* @"?op_double@@YAHH@Z"], align 8
@"??_C@_06JOECBIGK@ok?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [7 x i8] c"ok %d\0A\00", comdat, align 4
@__const.main.bad_ops = private unnamed_addr constant [3 x i32 (i32)*] [i32 (i32)* @"?op_ok@@YAHH@Z", i32 (i32)* @"?op_throw@@YAHH@Z", i32 (i32)* @"?op_double@@YAHH@Z"], align 8
@"??_7type_info@@6B@" = external constant i8*
@"??_R0H@8" = linkonce_odr global %rtti.TypeDescriptor2 { i8** @"??_7type_info@@6B@", i8* null, [3 x i8] c".H\00" }, comdat
@"??_C@_0BA@PGJIFMCH@table?5threw?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [16 x i8] c"table threw %d\0A\00", comdat, align 8
@"??_C@_0BE@HJGEJHKG@pmf?5plain?5threw?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [20 x i8] c"pmf plain threw %d\0A\00", comdat, align 8
@"??_C@_0BG@DHLONPAM@pmf?5virtual?5threw?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [22 x i8] c"pmf virtual threw %d\0A\00", comdat, align 8
@"??_C@_0BB@LFLPHLOO@lambda?5threw?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [17 x i8] c"lambda threw %d\0A\00", comdat, align 8
@"??_C@_09KPMEAOIJ@apply_all?$AA@" = linkonce_odr dso_local unnamed_addr constant [10 x i8] c"apply_all\00", comdat, align 8
@"??_C@_0M@CKPBPPIO@?$HOGuard?$CI?$CFs?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [12 x i8] c"~Guard(%s)\0A\00", comdat, align 8
@__ImageBase = external dso_local constant i8
@"_CT??_R0H@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor2* @"??_R0H@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 4, i32 0 }, section ".xdata", comdat
@_CTA1H = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableType* @"_CT??_R0H@84" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32)] }, section ".xdata", comdat
@_TI1H = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableTypeArray.1* @_CTA1H to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@0 = private unnamed_addr constant { [3 x i8*] } { [3 x i8*] [i8* bitcast (%rtti.CompleteObjectLocator* @"??_R4Calc2@@6B@" to i8*), i8* bitcast (i32 (%struct.Calc2*, i32)* @"?virt@Calc2@@UEAAHH@Z" to i8*), i8* bitcast (i8* (%struct.Calc2*, i32)* @"??_GCalc2@@UEAAPEAXI@Z" to i8*)] }, comdat($"??_7Calc2@@6B@")
@"??_R4Calc2@@6B@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 1, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor11* @"??_R0?AUCalc2@@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.ClassHierarchyDescriptor* @"??_R3Calc2@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.CompleteObjectLocator* @"??_R4Calc2@@6B@" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, comdat
@"??_R0?AUCalc2@@@8" = linkonce_odr global %rtti.TypeDescriptor11 { i8** @"??_7type_info@@6B@", i8* null, [12 x i8] c".?AUCalc2@@\00" }, comdat
@"??_R3Calc2@@8" = linkonce_odr constant %rtti.ClassHierarchyDescriptor { i32 0, i32 0, i32 2, i32 trunc (i64 sub nuw nsw (i64 ptrtoint ([3 x i32]* @"??_R2Calc2@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, comdat
@"??_R2Calc2@@8" = linkonce_odr constant [3 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.BaseClassDescriptor* @"??_R1A@?0A@EA@Calc2@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.BaseClassDescriptor* @"??_R1A@?0A@EA@Calc@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0], comdat
@"??_R1A@?0A@EA@Calc2@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor11* @"??_R0?AUCalc2@@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 1, i32 0, i32 -1, i32 0, i32 64, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.ClassHierarchyDescriptor* @"??_R3Calc2@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, comdat
@"??_R1A@?0A@EA@Calc@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor10* @"??_R0?AUCalc@@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0, i32 0, i32 -1, i32 0, i32 64, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.ClassHierarchyDescriptor* @"??_R3Calc@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, comdat
@"??_R0?AUCalc@@@8" = linkonce_odr global %rtti.TypeDescriptor10 { i8** @"??_7type_info@@6B@", i8* null, [11 x i8] c".?AUCalc@@\00" }, comdat
@"??_R3Calc@@8" = linkonce_odr constant %rtti.ClassHierarchyDescriptor { i32 0, i32 0, i32 1, i32 trunc (i64 sub nuw nsw (i64 ptrtoint ([2 x i32]* @"??_R2Calc@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, comdat
@"??_R2Calc@@8" = linkonce_odr constant [2 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.BaseClassDescriptor* @"??_R1A@?0A@EA@Calc@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0], comdat
@1 = private unnamed_addr constant { [3 x i8*] } { [3 x i8*] [i8* bitcast (%rtti.CompleteObjectLocator* @"??_R4Calc@@6B@" to i8*), i8* bitcast (i32 (%struct.Calc*, i32)* @"?virt@Calc@@UEAAHH@Z" to i8*), i8* bitcast (i8* (%struct.Calc*, i32)* @"??_GCalc@@UEAAPEAXI@Z" to i8*)] }, comdat($"??_7Calc@@6B@")
@"??_R4Calc@@6B@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 1, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor10* @"??_R0?AUCalc@@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.ClassHierarchyDescriptor* @"??_R3Calc@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.CompleteObjectLocator* @"??_R4Calc@@6B@" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, comdat
@"??_C@_08PBKNHDHB@call_pmf?$AA@" = linkonce_odr dso_local unnamed_addr constant [9 x i8] c"call_pmf\00", comdat, align 8

@"??_7Calc2@@6B@" = unnamed_addr alias i8*, getelementptr inbounds ({ [3 x i8*] }, { [3 x i8*] }* @0, i32 0, i32 0, i32 1)
@"??_7Calc@@6B@" = unnamed_addr alias i8*, getelementptr inbounds ({ [3 x i8*] }, { [3 x i8*] }* @1, i32 0, i32 0, i32 1)

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #0 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %1 = alloca i32, align 4
  %2 = alloca [2 x i32 (i32)*], align 8
  %3 = alloca [3 x i32 (i32)*], align 8
  %4 = alloca i32, align 4
  %5 = alloca %struct.Calc2, align 8
  %6 = alloca i8*, align 8
  %7 = alloca i32, align 4
  %8 = alloca i8*, align 8
  %9 = alloca i32, align 4
  %10 = alloca i32 (i32)*, align 8
  %11 = alloca %class.anon, align 1
  %12 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  %13 = bitcast [2 x i32 (i32)*]* %2 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %13, i8* align 8 bitcast ([2 x i32 (i32)*]* @__const.main.ok_ops to i8*), i64 16, i1 false)
  %14 = getelementptr inbounds [2 x i32 (i32)*], [2 x i32 (i32)*]* %2, i64 0, i64 0
  %15 = call noundef i32 @"?apply_all@@YAHPEBQ6AHH@ZHH@Z"(i32 (i32)** noundef %14, i32 noundef 2, i32 noundef 3)
  %16 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @"??_C@_06JOECBIGK@ok?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %15)
  %17 = bitcast [3 x i32 (i32)*]* %3 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %17, i8* align 8 bitcast ([3 x i32 (i32)*]* @__const.main.bad_ops to i8*), i64 24, i1 false)
  %18 = getelementptr inbounds [3 x i32 (i32)*], [3 x i32 (i32)*]* %3, i64 0, i64 0
  %19 = invoke noundef i32 @"?apply_all@@YAHPEBQ6AHH@ZHH@Z"(i32 (i32)** noundef %18, i32 noundef 3, i32 noundef 3)
          to label %73 unwind label %20

20:                                               ; preds = %0
  %21 = catchswitch within none [label %22] unwind to caller

22:                                               ; preds = %20
  %23 = catchpad within %21 [%rtti.TypeDescriptor2* @"??_R0H@8", i32 0, i32* %4]
  %24 = load i32, i32* %4, align 4
  %25 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @"??_C@_0BA@PGJIFMCH@table?5threw?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %24) [ "funclet"(token %23) ]
  catchret from %23 to label %26

26:                                               ; preds = %22
  br label %27

27:                                               ; preds = %26, %73
  %28 = call noundef %struct.Calc2* @"??0Calc2@@QEAA@XZ"(%struct.Calc2* noundef nonnull align 8 dereferenceable(16) %5) #9
  %29 = bitcast %struct.Calc2* %5 to %struct.Calc*
  %30 = getelementptr inbounds %struct.Calc, %struct.Calc* %29, i32 0, i32 1
  store i32 1000, i32* %30, align 8
  %31 = bitcast %struct.Calc2* %5 to %struct.Calc*
  store i8* bitcast (i32 (%struct.Calc*, i32)* @"?plain@Calc@@QEAAHH@Z" to i8*), i8** %6, align 8
  %32 = load i8*, i8** %6, align 8
  %33 = ptrtoint i8* %32 to i64
  %34 = invoke noundef i32 @"?call_pmf@@YAHAEAUCalc@@P81@EAAHH@ZH@Z"(%struct.Calc* noundef nonnull align 8 dereferenceable(16) %31, i64 %33, i32 noundef 7)
          to label %72 unwind label %35

35:                                               ; preds = %27
  %36 = catchswitch within none [label %37] unwind label %74

37:                                               ; preds = %35
  %38 = catchpad within %36 [%rtti.TypeDescriptor2* @"??_R0H@8", i32 0, i32* %7]
  %39 = load i32, i32* %7, align 4
  %40 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([20 x i8], [20 x i8]* @"??_C@_0BE@HJGEJHKG@pmf?5plain?5threw?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %39) [ "funclet"(token %38) ]
          to label %41 unwind label %74

41:                                               ; preds = %37
  catchret from %38 to label %42

42:                                               ; preds = %41
  br label %43

43:                                               ; preds = %42, %72
  %44 = bitcast %struct.Calc2* %5 to %struct.Calc*
  store i8* bitcast (void (%struct.Calc*, ...)* @"??_9Calc@@$BA@AA" to i8*), i8** %8, align 8
  %45 = load i8*, i8** %8, align 8
  %46 = ptrtoint i8* %45 to i64
  %47 = invoke noundef i32 @"?call_pmf@@YAHAEAUCalc@@P81@EAAHH@ZH@Z"(%struct.Calc* noundef nonnull align 8 dereferenceable(16) %44, i64 %46, i32 noundef 8)
          to label %71 unwind label %48

48:                                               ; preds = %43
  %49 = catchswitch within none [label %50] unwind label %74

50:                                               ; preds = %48
  %51 = catchpad within %49 [%rtti.TypeDescriptor2* @"??_R0H@8", i32 0, i32* %9]
  %52 = load i32, i32* %9, align 4
  %53 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @"??_C@_0BG@DHLONPAM@pmf?5virtual?5threw?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %52) [ "funclet"(token %51) ]
          to label %54 unwind label %74

54:                                               ; preds = %50
  catchret from %51 to label %55

55:                                               ; preds = %54
  br label %56

56:                                               ; preds = %55, %71
  %57 = call noundef i32 (i32)* @"??B<lambda_0>@?0??main@@9@QEBAP6AHH@ZXZ"(%class.anon* noundef nonnull align 1 dereferenceable(1) %11) #9
  store i32 (i32)* %57, i32 (i32)** %10, align 8
  %58 = load i32 (i32)*, i32 (i32)** %10, align 8
  %59 = invoke noundef i32 %58(i32 noundef 41)
          to label %70 unwind label %60

60:                                               ; preds = %56
  %61 = catchswitch within none [label %62] unwind label %74

62:                                               ; preds = %60
  %63 = catchpad within %61 [%rtti.TypeDescriptor2* @"??_R0H@8", i32 0, i32* %12]
  %64 = load i32, i32* %12, align 4
  %65 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @"??_C@_0BB@LFLPHLOO@lambda?5threw?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %64) [ "funclet"(token %63) ]
          to label %66 unwind label %74

66:                                               ; preds = %62
  catchret from %63 to label %67

67:                                               ; preds = %66
  br label %68

68:                                               ; preds = %67, %70
  store i32 0, i32* %1, align 4
  call void @"??1Calc2@@UEAA@XZ"(%struct.Calc2* noundef nonnull align 8 dereferenceable(16) %5) #9
  %69 = load i32, i32* %1, align 4
  ret i32 %69

70:                                               ; preds = %56
  br label %68

71:                                               ; preds = %43
  br label %56

72:                                               ; preds = %27
  br label %43

73:                                               ; preds = %0
  br label %27

74:                                               ; preds = %62, %60, %50, %48, %37, %35
  %75 = cleanuppad within none []
  call void @"??1Calc2@@UEAA@XZ"(%struct.Calc2* noundef nonnull align 8 dereferenceable(16) %5) #9 [ "funclet"(token %75) ]
  cleanupret from %75 unwind to caller
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef i32 @"?op_ok@@YAHH@Z"(i32 noundef %0) #1 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = load i32, i32* %2, align 4
  %4 = add nsw i32 %3, 1
  ret i32 %4
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef i32 @"?op_double@@YAHH@Z"(i32 noundef %0) #1 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = load i32, i32* %2, align 4
  %4 = mul nsw i32 2, %3
  ret i32 %4
}

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #2

declare dso_local i32 @printf(i8* noundef, ...) #3

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef i32 @"?apply_all@@YAHPEBQ6AHH@ZHH@Z"(i32 (i32)** noundef %0, i32 noundef %1, i32 noundef %2) #4 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32 (i32)**, align 8
  %7 = alloca %struct.Guard, align 8
  %8 = alloca i32, align 4
  store i32 %2, i32* %4, align 4
  store i32 %1, i32* %5, align 4
  store i32 (i32)** %0, i32 (i32)*** %6, align 8
  %9 = call noundef %struct.Guard* @"??0Guard@@QEAA@PEBD@Z"(%struct.Guard* noundef nonnull align 8 dereferenceable(8) %7, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @"??_C@_09KPMEAOIJ@apply_all?$AA@", i64 0, i64 0))
  store i32 0, i32* %8, align 4
  br label %10

10:                                               ; preds = %23, %3
  %11 = load i32, i32* %8, align 4
  %12 = load i32, i32* %5, align 4
  %13 = icmp slt i32 %11, %12
  br i1 %13, label %14, label %26

14:                                               ; preds = %10
  %15 = load i32 (i32)**, i32 (i32)*** %6, align 8
  %16 = load i32, i32* %8, align 4
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds i32 (i32)*, i32 (i32)** %15, i64 %17
  %19 = load i32 (i32)*, i32 (i32)** %18, align 8
  %20 = load i32, i32* %4, align 4
  %21 = invoke noundef i32 %19(i32 noundef %20)
          to label %22 unwind label %28

22:                                               ; preds = %14
  store i32 %21, i32* %4, align 4
  br label %23

23:                                               ; preds = %22
  %24 = load i32, i32* %8, align 4
  %25 = add nsw i32 %24, 1
  store i32 %25, i32* %8, align 4
  br label %10, !llvm.loop !8

26:                                               ; preds = %10
  %27 = load i32, i32* %4, align 4
  call void @"??1Guard@@QEAA@XZ"(%struct.Guard* noundef nonnull align 8 dereferenceable(8) %7) #9
  ret i32 %27

28:                                               ; preds = %14
  %29 = cleanuppad within none []
  call void @"??1Guard@@QEAA@XZ"(%struct.Guard* noundef nonnull align 8 dereferenceable(8) %7) #9 [ "funclet"(token %29) ]
  cleanupret from %29 unwind to caller
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef i32 @"?op_throw@@YAHH@Z"(i32 noundef %0) #4 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %4 = load i32, i32* %2, align 4
  %5 = mul nsw i32 %4, 100
  store i32 %5, i32* %3, align 4
  %6 = bitcast i32* %3 to i8*
  call void @_CxxThrowException(i8* %6, %eh.ThrowInfo* @_TI1H) #10
  unreachable
}

declare dso_local i32 @__CxxFrameHandler3(...)

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef %struct.Calc2* @"??0Calc2@@QEAA@XZ"(%struct.Calc2* noundef nonnull returned align 8 dereferenceable(16) %0) unnamed_addr #5 comdat align 2 {
  %2 = alloca %struct.Calc2*, align 8
  store %struct.Calc2* %0, %struct.Calc2** %2, align 8
  %3 = load %struct.Calc2*, %struct.Calc2** %2, align 8
  %4 = bitcast %struct.Calc2* %3 to %struct.Calc*
  %5 = call noundef %struct.Calc* @"??0Calc@@QEAA@XZ"(%struct.Calc* noundef nonnull align 8 dereferenceable(16) %4) #9
  %6 = bitcast %struct.Calc2* %3 to i32 (...)***
  store i32 (...)** bitcast (i8** @"??_7Calc2@@6B@" to i32 (...)**), i32 (...)*** %6, align 8
  ret %struct.Calc2* %3
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef i32 @"?call_pmf@@YAHAEAUCalc@@P81@EAAHH@ZH@Z"(%struct.Calc* noundef nonnull align 8 dereferenceable(16) %0, i64 %1, i32 noundef %2) #4 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %4 = alloca i8*, align 8
  %5 = alloca i32, align 4
  %6 = alloca i8*, align 8
  %7 = alloca %struct.Calc*, align 8
  %8 = alloca %struct.Guard, align 8
  %9 = inttoptr i64 %1 to i8*
  store i8* %9, i8** %4, align 8
  %10 = load i8*, i8** %4, align 8
  store i32 %2, i32* %5, align 4
  store i8* %10, i8** %6, align 8
  store %struct.Calc* %0, %struct.Calc** %7, align 8
  %11 = call noundef %struct.Guard* @"??0Guard@@QEAA@PEBD@Z"(%struct.Guard* noundef nonnull align 8 dereferenceable(8) %8, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @"??_C@_08PBKNHDHB@call_pmf?$AA@", i64 0, i64 0))
  %12 = load %struct.Calc*, %struct.Calc** %7, align 8
  %13 = load i8*, i8** %6, align 8
  %14 = bitcast i8* %13 to i32 (%struct.Calc*, i32)*
  %15 = load i32, i32* %5, align 4
  %16 = invoke noundef i32 %14(%struct.Calc* noundef nonnull align 8 dereferenceable(16) %12, i32 noundef %15)
          to label %17 unwind label %18

17:                                               ; preds = %3
  call void @"??1Guard@@QEAA@XZ"(%struct.Guard* noundef nonnull align 8 dereferenceable(8) %8) #9
  ret i32 %16

18:                                               ; preds = %3
  %19 = cleanuppad within none []
  call void @"??1Guard@@QEAA@XZ"(%struct.Guard* noundef nonnull align 8 dereferenceable(8) %8) #9 [ "funclet"(token %19) ]
  cleanupret from %19 unwind to caller
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef i32 @"?plain@Calc@@QEAAHH@Z"(%struct.Calc* noundef nonnull align 8 dereferenceable(16) %0, i32 noundef %1) #4 comdat align 2 {
  %3 = alloca i32, align 4
  %4 = alloca %struct.Calc*, align 8
  %5 = alloca i32, align 4
  store i32 %1, i32* %3, align 4
  store %struct.Calc* %0, %struct.Calc** %4, align 8
  %6 = load %struct.Calc*, %struct.Calc** %4, align 8
  %7 = load i32, i32* %3, align 4
  %8 = icmp sgt i32 %7, 5
  br i1 %8, label %9, label %15

9:                                                ; preds = %2
  %10 = getelementptr inbounds %struct.Calc, %struct.Calc* %6, i32 0, i32 1
  %11 = load i32, i32* %10, align 8
  %12 = load i32, i32* %3, align 4
  %13 = add nsw i32 %11, %12
  store i32 %13, i32* %5, align 4
  %14 = bitcast i32* %5 to i8*
  call void @_CxxThrowException(i8* %14, %eh.ThrowInfo* @_TI1H) #10
  unreachable

15:                                               ; preds = %2
  %16 = load i32, i32* %3, align 4
  ret i32 %16
}

; Function Attrs: noinline optnone uwtable
define linkonce_odr void @"??_9Calc@@$BA@AA"(%struct.Calc* noundef %0, ...) #6 comdat align 2 {
  %2 = alloca %struct.Calc*, align 8
  store %struct.Calc* %0, %struct.Calc** %2, align 8
  %3 = load %struct.Calc*, %struct.Calc** %2, align 8
  %4 = bitcast %struct.Calc* %3 to void (%struct.Calc*, ...)***
  %5 = load void (%struct.Calc*, ...)**, void (%struct.Calc*, ...)*** %4, align 8
  %6 = getelementptr inbounds void (%struct.Calc*, ...)*, void (%struct.Calc*, ...)** %5, i64 0
  %7 = load void (%struct.Calc*, ...)*, void (%struct.Calc*, ...)** %6, align 8
  musttail call void (%struct.Calc*, ...) %7(%struct.Calc* noundef %3, ...)
  ret void

8:                                                ; No predecessors!
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef i32 (i32)* @"??B<lambda_0>@?0??main@@9@QEBAP6AHH@ZXZ"(%class.anon* noundef nonnull align 1 dereferenceable(1) %0) #1 align 2 {
  %2 = alloca %class.anon*, align 8
  store %class.anon* %0, %class.anon** %2, align 8
  %3 = load %class.anon*, %class.anon** %2, align 8
  ret i32 (i32)* @"?__invoke@<lambda_0>@?0??main@@9@CA@H@Z"
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"??1Calc2@@UEAA@XZ"(%struct.Calc2* noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #5 comdat align 2 {
  %2 = alloca %struct.Calc2*, align 8
  store %struct.Calc2* %0, %struct.Calc2** %2, align 8
  %3 = load %struct.Calc2*, %struct.Calc2** %2, align 8
  %4 = bitcast %struct.Calc2* %3 to %struct.Calc*
  call void @"??1Calc@@UEAA@XZ"(%struct.Calc* noundef nonnull align 8 dereferenceable(16) %4) #9
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef %struct.Guard* @"??0Guard@@QEAA@PEBD@Z"(%struct.Guard* noundef nonnull returned align 8 dereferenceable(8) %0, i8* noundef %1) unnamed_addr #5 comdat align 2 {
  %3 = alloca i8*, align 8
  %4 = alloca %struct.Guard*, align 8
  store i8* %1, i8** %3, align 8
  store %struct.Guard* %0, %struct.Guard** %4, align 8
  %5 = load %struct.Guard*, %struct.Guard** %4, align 8
  %6 = getelementptr inbounds %struct.Guard, %struct.Guard* %5, i32 0, i32 0
  %7 = load i8*, i8** %3, align 8
  store i8* %7, i8** %6, align 8
  ret %struct.Guard* %5
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"??1Guard@@QEAA@XZ"(%struct.Guard* noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #5 comdat align 2 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %2 = alloca %struct.Guard*, align 8
  store %struct.Guard* %0, %struct.Guard** %2, align 8
  %3 = load %struct.Guard*, %struct.Guard** %2, align 8
  %4 = getelementptr inbounds %struct.Guard, %struct.Guard* %3, i32 0, i32 0
  %5 = load i8*, i8** %4, align 8
  %6 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @"??_C@_0M@CKPBPPIO@?$HOGuard?$CI?$CFs?$CJ?6?$AA@", i64 0, i64 0), i8* noundef %5)
          to label %7 unwind label %8

7:                                                ; preds = %1
  ret void

8:                                                ; preds = %1
  %9 = cleanuppad within none []
  call void @__std_terminate() #11 [ "funclet"(token %9) ]
  unreachable
}

declare dso_local void @__std_terminate()

declare dso_local void @_CxxThrowException(i8*, %eh.ThrowInfo*)

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef %struct.Calc* @"??0Calc@@QEAA@XZ"(%struct.Calc* noundef nonnull returned align 8 dereferenceable(16) %0) unnamed_addr #5 comdat align 2 {
  %2 = alloca %struct.Calc*, align 8
  store %struct.Calc* %0, %struct.Calc** %2, align 8
  %3 = load %struct.Calc*, %struct.Calc** %2, align 8
  %4 = bitcast %struct.Calc* %3 to i32 (...)***
  store i32 (...)** bitcast (i8** @"??_7Calc@@6B@" to i32 (...)**), i32 (...)*** %4, align 8
  ret %struct.Calc* %3
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef i32 @"?virt@Calc2@@UEAAHH@Z"(%struct.Calc2* noundef nonnull align 8 dereferenceable(16) %0, i32 noundef %1) unnamed_addr #4 comdat align 2 {
  %3 = alloca i32, align 4
  %4 = alloca %struct.Calc2*, align 8
  %5 = alloca i32, align 4
  store i32 %1, i32* %3, align 4
  store %struct.Calc2* %0, %struct.Calc2** %4, align 8
  %6 = load %struct.Calc2*, %struct.Calc2** %4, align 8
  %7 = load i32, i32* %3, align 4
  %8 = sub nsw i32 0, %7
  store i32 %8, i32* %5, align 4
  %9 = bitcast i32* %5 to i8*
  call void @_CxxThrowException(i8* %9, %eh.ThrowInfo* @_TI1H) #10
  unreachable
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i8* @"??_GCalc2@@UEAAPEAXI@Z"(%struct.Calc2* noundef nonnull align 8 dereferenceable(16) %0, i32 noundef %1) unnamed_addr #5 comdat align 2 {
  %3 = alloca i8*, align 8
  %4 = alloca i32, align 4
  %5 = alloca %struct.Calc2*, align 8
  store i32 %1, i32* %4, align 4
  store %struct.Calc2* %0, %struct.Calc2** %5, align 8
  %6 = load %struct.Calc2*, %struct.Calc2** %5, align 8
  %7 = bitcast %struct.Calc2* %6 to i8*
  store i8* %7, i8** %3, align 8
  %8 = load i32, i32* %4, align 4
  call void @"??1Calc2@@UEAA@XZ"(%struct.Calc2* noundef nonnull align 8 dereferenceable(16) %6) #9
  %9 = icmp eq i32 %8, 0
  br i1 %9, label %12, label %10

10:                                               ; preds = %2
  %11 = bitcast %struct.Calc2* %6 to i8*
  call void @"??3@YAXPEAX@Z"(i8* noundef %11) #12
  br label %12

12:                                               ; preds = %10, %2
  %13 = load i8*, i8** %3, align 8
  ret i8* %13
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32 @"?virt@Calc@@UEAAHH@Z"(%struct.Calc* noundef nonnull align 8 dereferenceable(16) %0, i32 noundef %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca i32, align 4
  %4 = alloca %struct.Calc*, align 8
  store i32 %1, i32* %3, align 4
  store %struct.Calc* %0, %struct.Calc** %4, align 8
  %5 = load %struct.Calc*, %struct.Calc** %4, align 8
  %6 = load i32, i32* %3, align 4
  ret i32 %6
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i8* @"??_GCalc@@UEAAPEAXI@Z"(%struct.Calc* noundef nonnull align 8 dereferenceable(16) %0, i32 noundef %1) unnamed_addr #5 comdat align 2 {
  %3 = alloca i8*, align 8
  %4 = alloca i32, align 4
  %5 = alloca %struct.Calc*, align 8
  store i32 %1, i32* %4, align 4
  store %struct.Calc* %0, %struct.Calc** %5, align 8
  %6 = load %struct.Calc*, %struct.Calc** %5, align 8
  %7 = bitcast %struct.Calc* %6 to i8*
  store i8* %7, i8** %3, align 8
  %8 = load i32, i32* %4, align 4
  call void @"??1Calc@@UEAA@XZ"(%struct.Calc* noundef nonnull align 8 dereferenceable(16) %6) #9
  %9 = icmp eq i32 %8, 0
  br i1 %9, label %12, label %10

10:                                               ; preds = %2
  %11 = bitcast %struct.Calc* %6 to i8*
  call void @"??3@YAXPEAX@Z"(i8* noundef %11) #12
  br label %12

12:                                               ; preds = %10, %2
  %13 = load i8*, i8** %3, align 8
  ret i8* %13
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"??1Calc@@UEAA@XZ"(%struct.Calc* noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #5 comdat align 2 {
  %2 = alloca %struct.Calc*, align 8
  store %struct.Calc* %0, %struct.Calc** %2, align 8
  %3 = load %struct.Calc*, %struct.Calc** %2, align 8
  ret void
}

; Function Attrs: nobuiltin nounwind
declare dso_local void @"??3@YAXPEAX@Z"(i8* noundef) #7

; Function Attrs: noinline optnone uwtable
define internal noundef i32 @"?__invoke@<lambda_0>@?0??main@@9@CA@H@Z"(i32 noundef %0) #8 align 2 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = load i32, i32* %2, align 4
  %4 = call noundef i32 @"??R<lambda_0>@?0??main@@9@QEBA@H@Z"(%class.anon* noundef nonnull align 1 dereferenceable(1) undef, i32 noundef %3)
  ret i32 %4
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef i32 @"??R<lambda_0>@?0??main@@9@QEBA@H@Z"(%class.anon* noundef nonnull align 1 dereferenceable(1) %0, i32 noundef %1) #4 align 2 {
  %3 = alloca i32, align 4
  %4 = alloca %class.anon*, align 8
  %5 = alloca i32, align 4
  store i32 %1, i32* %3, align 4
  store %class.anon* %0, %class.anon** %4, align 8
  %6 = load %class.anon*, %class.anon** %4, align 8
  %7 = load i32, i32* %3, align 4
  %8 = add nsw i32 %7, 1
  store i32 %8, i32* %5, align 4
  %9 = bitcast i32* %5 to i8*
  call void @_CxxThrowException(i8* %9, %eh.ThrowInfo* @_TI1H) #10
  unreachable
}

attributes #0 = { mustprogress noinline norecurse optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #1 = { mustprogress noinline nounwind optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #2 = { argmemonly nofree nounwind willreturn }
attributes #3 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #4 = { mustprogress noinline optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #5 = { noinline nounwind optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #6 = { noinline optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" "thunk" }
attributes #7 = { nobuiltin nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #8 = { noinline optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #9 = { nounwind }
attributes #10 = { noreturn }
attributes #11 = { noreturn nounwind }
attributes #12 = { builtin nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5, !6}
!llvm.ident = !{!7}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 1, !"branch-target-enforcement", i32 0}
!2 = !{i32 1, !"sign-return-address", i32 0}
!3 = !{i32 1, !"sign-return-address-all", i32 0}
!4 = !{i32 1, !"sign-return-address-with-bkey", i32 0}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"uwtable", i32 1}
!7 = !{!"Debian clang version 14.0.6"}
!8 = distinct !{!8, !9}
!9 = !{!"llvm.loop.mustprogress"}
