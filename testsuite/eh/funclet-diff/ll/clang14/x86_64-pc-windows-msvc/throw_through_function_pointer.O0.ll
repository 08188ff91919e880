; ModuleID = 'throw_through_function_pointer.cpp'
source_filename = "throw_through_function_pointer.cpp"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-windows-msvc19.20.0"

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

@__const.main.ok_ops = private unnamed_addr constant [2 x i32 (i32)*] [i32 (i32)* @"?op_ok@@YAHH@Z", i32 (i32)* @"?op_double@@YAHH@Z"], align 16
@"??_C@_06JOECBIGK@ok?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [7 x i8] c"ok %d\0A\00", comdat, align 1
@__const.main.bad_ops = private unnamed_addr constant [3 x i32 (i32)*] [i32 (i32)* @"?op_ok@@YAHH@Z", i32 (i32)* @"?op_throw@@YAHH@Z", i32 (i32)* @"?op_double@@YAHH@Z"], align 16
@"??_7type_info@@6B@" = external constant i8*
@"??_R0H@8" = linkonce_odr global %rtti.TypeDescriptor2 { i8** @"??_7type_info@@6B@", i8* null, [3 x i8] c".H\00" }, comdat
@"??_C@_0BA@PGJIFMCH@table?5threw?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [16 x i8] c"table threw %d\0A\00", comdat, align 1
@"??_C@_0BE@HJGEJHKG@pmf?5plain?5threw?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [20 x i8] c"pmf plain threw %d\0A\00", comdat, align 1
@"??_C@_0BG@DHLONPAM@pmf?5virtual?5threw?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [22 x i8] c"pmf virtual threw %d\0A\00", comdat, align 1
@"??_C@_0BB@LFLPHLOO@lambda?5threw?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [17 x i8] c"lambda threw %d\0A\00", comdat, align 1
@"??_C@_09KPMEAOIJ@apply_all?$AA@" = linkonce_odr dso_local unnamed_addr constant [10 x i8] c"apply_all\00", comdat, align 1
@"??_C@_0M@CKPBPPIO@?$HOGuard?$CI?$CFs?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [12 x i8] c"~Guard(%s)\0A\00", comdat, align 1
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
@"??_C@_08PBKNHDHB@call_pmf?$AA@" = linkonce_odr dso_local unnamed_addr constant [9 x i8] c"call_pmf\00", comdat, align 1

@"??_7Calc2@@6B@" = unnamed_addr alias i8*, getelementptr inbounds ({ [3 x i8*] }, { [3 x i8*] }* @0, i32 0, i32 0, i32 1)
@"??_7Calc@@6B@" = unnamed_addr alias i8*, getelementptr inbounds ({ [3 x i8*] }, { [3 x i8*] }* @1, i32 0, i32 0, i32 1)

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #0 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %1 = alloca i32, align 4
  %2 = alloca [2 x i32 (i32)*], align 16
  %3 = alloca [3 x i32 (i32)*], align 16
  %4 = alloca i32, align 4
  %5 = alloca %struct.Calc2, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32 (i32)*, align 8
  %9 = alloca %class.anon, align 1
  %10 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  %11 = bitcast [2 x i32 (i32)*]* %2 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 16 %11, i8* align 16 bitcast ([2 x i32 (i32)*]* @__const.main.ok_ops to i8*), i64 16, i1 false)
  %12 = getelementptr inbounds [2 x i32 (i32)*], [2 x i32 (i32)*]* %2, i64 0, i64 0
  %13 = call noundef i32 @"?apply_all@@YAHPEBQ6AHH@ZHH@Z"(i32 (i32)** noundef %12, i32 noundef 2, i32 noundef 3)
  %14 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @"??_C@_06JOECBIGK@ok?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %13)
  %15 = bitcast [3 x i32 (i32)*]* %3 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 16 %15, i8* align 16 bitcast ([3 x i32 (i32)*]* @__const.main.bad_ops to i8*), i64 24, i1 false)
  %16 = getelementptr inbounds [3 x i32 (i32)*], [3 x i32 (i32)*]* %3, i64 0, i64 0
  %17 = invoke noundef i32 @"?apply_all@@YAHPEBQ6AHH@ZHH@Z"(i32 (i32)** noundef %16, i32 noundef 3, i32 noundef 3)
          to label %67 unwind label %18

18:                                               ; preds = %0
  %19 = catchswitch within none [label %20] unwind to caller

20:                                               ; preds = %18
  %21 = catchpad within %19 [%rtti.TypeDescriptor2* @"??_R0H@8", i32 0, i32* %4]
  %22 = load i32, i32* %4, align 4
  %23 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @"??_C@_0BA@PGJIFMCH@table?5threw?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %22) [ "funclet"(token %21) ]
  catchret from %21 to label %24

24:                                               ; preds = %20
  br label %25

25:                                               ; preds = %24, %67
  %26 = call noundef %struct.Calc2* @"??0Calc2@@QEAA@XZ"(%struct.Calc2* noundef nonnull align 8 dereferenceable(16) %5) #9
  %27 = bitcast %struct.Calc2* %5 to %struct.Calc*
  %28 = getelementptr inbounds %struct.Calc, %struct.Calc* %27, i32 0, i32 1
  store i32 1000, i32* %28, align 8
  %29 = bitcast %struct.Calc2* %5 to %struct.Calc*
  %30 = invoke noundef i32 @"?call_pmf@@YAHAEAUCalc@@P81@EAAHH@ZH@Z"(%struct.Calc* noundef nonnull align 8 dereferenceable(16) %29, i8* bitcast (i32 (%struct.Calc*, i32)* @"?plain@Calc@@QEAAHH@Z" to i8*), i32 noundef 7)
          to label %66 unwind label %31

31:                                               ; preds = %25
  %32 = catchswitch within none [label %33] unwind label %68

33:                                               ; preds = %31
  %34 = catchpad within %32 [%rtti.TypeDescriptor2* @"??_R0H@8", i32 0, i32* %6]
  %35 = load i32, i32* %6, align 4
  %36 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([20 x i8], [20 x i8]* @"??_C@_0BE@HJGEJHKG@pmf?5plain?5threw?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %35) [ "funclet"(token %34) ]
          to label %37 unwind label %68

37:                                               ; preds = %33
  catchret from %34 to label %38

38:                                               ; preds = %37
  br label %39

39:                                               ; preds = %38, %66
  %40 = bitcast %struct.Calc2* %5 to %struct.Calc*
  %41 = invoke noundef i32 @"?call_pmf@@YAHAEAUCalc@@P81@EAAHH@ZH@Z"(%struct.Calc* noundef nonnull align 8 dereferenceable(16) %40, i8* bitcast (void (%struct.Calc*, ...)* @"??_9Calc@@$BA@AA" to i8*), i32 noundef 8)
          to label %65 unwind label %42

42:                                               ; preds = %39
  %43 = catchswitch within none [label %44] unwind label %68

44:                                               ; preds = %42
  %45 = catchpad within %43 [%rtti.TypeDescriptor2* @"??_R0H@8", i32 0, i32* %7]
  %46 = load i32, i32* %7, align 4
  %47 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @"??_C@_0BG@DHLONPAM@pmf?5virtual?5threw?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %46) [ "funclet"(token %45) ]
          to label %48 unwind label %68

48:                                               ; preds = %44
  catchret from %45 to label %49

49:                                               ; preds = %48
  br label %50

50:                                               ; preds = %49, %65
  %51 = call noundef i32 (i32)* @"??B<lambda_0>@?0??main@@9@QEBAP6AHH@ZXZ"(%class.anon* noundef nonnull align 1 dereferenceable(1) %9) #9
  store i32 (i32)* %51, i32 (i32)** %8, align 8
  %52 = load i32 (i32)*, i32 (i32)** %8, align 8
  %53 = invoke noundef i32 %52(i32 noundef 41)
          to label %64 unwind label %54

54:                                               ; preds = %50
  %55 = catchswitch within none [label %56] unwind label %68

56:                                               ; preds = %54
  %57 = catchpad within %55 [%rtti.TypeDescriptor2* @"??_R0H@8", i32 0, i32* %10]
  %58 = load i32, i32* %10, align 4
  %59 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @"??_C@_0BB@LFLPHLOO@lambda?5threw?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %58) [ "funclet"(token %57) ]
          to label %60 unwind label %68

60:                                               ; preds = %56
  catchret from %57 to label %61

61:                                               ; preds = %60
  br label %62

62:                                               ; preds = %61, %64
  store i32 0, i32* %1, align 4
  call void @"??1Calc2@@UEAA@XZ"(%struct.Calc2* noundef nonnull align 8 dereferenceable(16) %5) #9
  %63 = load i32, i32* %1, align 4
  ret i32 %63

64:                                               ; preds = %50
  br label %62

65:                                               ; preds = %39
  br label %50

66:                                               ; preds = %25
  br label %39

67:                                               ; preds = %0
  br label %25

68:                                               ; preds = %56, %54, %44, %42, %33, %31
  %69 = cleanuppad within none []
  call void @"??1Calc2@@UEAA@XZ"(%struct.Calc2* noundef nonnull align 8 dereferenceable(16) %5) #9 [ "funclet"(token %69) ]
  cleanupret from %69 unwind to caller
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
  br label %10, !llvm.loop !4

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
define internal noundef i32 @"?call_pmf@@YAHAEAUCalc@@P81@EAAHH@ZH@Z"(%struct.Calc* noundef nonnull align 8 dereferenceable(16) %0, i8* %1, i32 noundef %2) #4 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %4 = alloca i32, align 4
  %5 = alloca i8*, align 8
  %6 = alloca %struct.Calc*, align 8
  %7 = alloca %struct.Guard, align 8
  store i32 %2, i32* %4, align 4
  store i8* %1, i8** %5, align 8
  store %struct.Calc* %0, %struct.Calc** %6, align 8
  %8 = call noundef %struct.Guard* @"??0Guard@@QEAA@PEBD@Z"(%struct.Guard* noundef nonnull align 8 dereferenceable(8) %7, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @"??_C@_08PBKNHDHB@call_pmf?$AA@", i64 0, i64 0))
  %9 = load %struct.Calc*, %struct.Calc** %6, align 8
  %10 = load i8*, i8** %5, align 8
  %11 = bitcast i8* %10 to i32 (%struct.Calc*, i32)*
  %12 = load i32, i32* %4, align 4
  %13 = invoke noundef i32 %11(%struct.Calc* noundef nonnull align 8 dereferenceable(16) %9, i32 noundef %12)
          to label %14 unwind label %15

14:                                               ; preds = %3
  call void @"??1Guard@@QEAA@XZ"(%struct.Guard* noundef nonnull align 8 dereferenceable(8) %7) #9
  ret i32 %13

15:                                               ; preds = %3
  %16 = cleanuppad within none []
  call void @"??1Guard@@QEAA@XZ"(%struct.Guard* noundef nonnull align 8 dereferenceable(8) %7) #9 [ "funclet"(token %16) ]
  cleanupret from %16 unwind to caller
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

attributes #0 = { mustprogress noinline norecurse optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress noinline nounwind optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { argmemonly nofree nounwind willreturn }
attributes #3 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress noinline optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { noinline nounwind optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { noinline optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "thunk" "tune-cpu"="generic" }
attributes #7 = { nobuiltin nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { noinline optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nounwind }
attributes #10 = { noreturn }
attributes #11 = { noreturn nounwind }
attributes #12 = { builtin nounwind }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 1}
!3 = !{!"Debian clang version 14.0.6"}
!4 = distinct !{!4, !5}
!5 = !{!"llvm.loop.mustprogress"}
