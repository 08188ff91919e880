; ModuleID = 'throw_through_function_pointer.cpp'
source_filename = "throw_through_function_pointer.cpp"
target datalayout = "e-m:x-p:32:32-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32-a:0:32-S32"
target triple = "i686-pc-windows-msvc19.20.0"

%rtti.TypeDescriptor2 = type { i8**, i8*, [3 x i8] }
%eh.CatchableType = type { i32, i8*, i32, i32, i32, i32, i8* }
%eh.CatchableTypeArray.1 = type { i32, [1 x %eh.CatchableType*] }
%eh.ThrowInfo = type { i32, i8*, i8*, i8* }
%rtti.CompleteObjectLocator = type { i32, i32, i32, i8*, %rtti.ClassHierarchyDescriptor* }
%rtti.ClassHierarchyDescriptor = type { i32, i32, i32, %rtti.BaseClassDescriptor** }
%rtti.BaseClassDescriptor = type { i8*, i32, i32, i32, i32, i32, %rtti.ClassHierarchyDescriptor* }
%rtti.TypeDescriptor11 = type { i8**, i8*, [12 x i8] }
%rtti.TypeDescriptor10 = type { i8**, i8*, [11 x i8] }
%struct.Calc2 = type { %struct.Calc }
%struct.Calc = type { i32 (...)**, i32 }
%class.anon = type { i8 }
%struct.Guard = type { i8* }

$"??0Calc2@@QAE@XZ" = comdat any

$"?plain@Calc@@QAEHH@Z" = comdat any

$"??_9Calc@@$BA@AE" = comdat any

$"??1Calc2@@UAE@XZ" = comdat any

$"??0Guard@@QAE@PBD@Z" = comdat any

$"??1Guard@@QAE@XZ" = comdat any

$"??0Calc@@QAE@XZ" = comdat any

$"?virt@Calc2@@UAEHH@Z" = comdat any

$"??_GCalc2@@UAEPAXI@Z" = comdat any

$"?virt@Calc@@UAEHH@Z" = comdat any

$"??_GCalc@@UAEPAXI@Z" = comdat any

$"??1Calc@@UAE@XZ" = comdat any

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

@__const.main.ok_ops = private unnamed_addr constant [2 x i32 (i32)*] [i32 (i32)* @"?op_ok@@YAHH@Z", i32 (i32)* @"?op_double@@YAHH@Z"], align 4
@"??_C@_06JOECBIGK@ok?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [7 x i8] c"ok %d\0A\00", comdat, align 1
@__const.main.bad_ops = private unnamed_addr constant [3 x i32 (i32)*] [i32 (i32)* @"?op_ok@@YAHH@Z", i32 (i32)* @"?op_throw@@YAHH@Z", i32 (i32)* @"?op_double@@YAHH@Z"], align 4
@"??_7type_info@@6B@" = external constant i8*
@"??_R0H@8" = linkonce_odr global %rtti.TypeDescriptor2 { i8** @"??_7type_info@@6B@", i8* null, [3 x i8] c".H\00" }, comdat
@"??_C@_0BA@PGJIFMCH@table?5threw?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [16 x i8] c"table threw %d\0A\00", comdat, align 1
@"??_C@_0BE@HJGEJHKG@pmf?5plain?5threw?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [20 x i8] c"pmf plain threw %d\0A\00", comdat, align 1
@"??_C@_0BG@DHLONPAM@pmf?5virtual?5threw?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [22 x i8] c"pmf virtual threw %d\0A\00", comdat, align 1
@"??_C@_0BB@LFLPHLOO@lambda?5threw?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [17 x i8] c"lambda threw %d\0A\00", comdat, align 1
@"??_C@_09KPMEAOIJ@apply_all?$AA@" = linkonce_odr dso_local unnamed_addr constant [10 x i8] c"apply_all\00", comdat, align 1
@"??_C@_0M@CKPBPPIO@?$HOGuard?$CI?$CFs?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [12 x i8] c"~Guard(%s)\0A\00", comdat, align 1
@"_CT??_R0H@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i8* bitcast (%rtti.TypeDescriptor2* @"??_R0H@8" to i8*), i32 0, i32 -1, i32 0, i32 4, i8* null }, section ".xdata", comdat
@_CTA1H = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x %eh.CatchableType*] [%eh.CatchableType* @"_CT??_R0H@84"] }, section ".xdata", comdat
@_TI1H = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i8* null, i8* null, i8* bitcast (%eh.CatchableTypeArray.1* @_CTA1H to i8*) }, section ".xdata", comdat
@0 = private unnamed_addr constant { [3 x i8*] } { [3 x i8*] [i8* bitcast (%rtti.CompleteObjectLocator* @"??_R4Calc2@@6B@" to i8*), i8* bitcast (i32 (%struct.Calc2*, i32)* @"?virt@Calc2@@UAEHH@Z" to i8*), i8* bitcast (i8* (%struct.Calc2*, i32)* @"??_GCalc2@@UAEPAXI@Z" to i8*)] }, comdat($"??_7Calc2@@6B@")
@"??_R4Calc2@@6B@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 0, i32 0, i32 0, i8* bitcast (%rtti.TypeDescriptor11* @"??_R0?AUCalc2@@@8" to i8*), %rtti.ClassHierarchyDescriptor* @"??_R3Calc2@@8" }, comdat
@"??_R0?AUCalc2@@@8" = linkonce_odr global %rtti.TypeDescriptor11 { i8** @"??_7type_info@@6B@", i8* null, [12 x i8] c".?AUCalc2@@\00" }, comdat
@"??_R3Calc2@@8" = linkonce_odr constant %rtti.ClassHierarchyDescriptor { i32 0, i32 0, i32 2, %rtti.BaseClassDescriptor** getelementptr inbounds ([3 x %rtti.BaseClassDescriptor*], [3 x %rtti.BaseClassDescriptor*]* @"??_R2Calc2@@8", i32 0, i32 0) }, comdat
@"??_R2Calc2@@8" = linkonce_odr constant [3 x %rtti.BaseClassDescriptor*] [%rtti.BaseClassDescriptor* @"??_R1A@?0A@EA@Calc2@@8", %rtti.BaseClassDescriptor* @"??_R1A@?0A@EA@Calc@@8", %rtti.BaseClassDescriptor* null], comdat
@"??_R1A@?0A@EA@Calc2@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { i8* bitcast (%rtti.TypeDescriptor11* @"??_R0?AUCalc2@@@8" to i8*), i32 1, i32 0, i32 -1, i32 0, i32 64, %rtti.ClassHierarchyDescriptor* @"??_R3Calc2@@8" }, comdat
@"??_R1A@?0A@EA@Calc@@8" = linkonce_odr constant %rtti.BaseClassDescriptor { i8* bitcast (%rtti.TypeDescriptor10* @"??_R0?AUCalc@@@8" to i8*), i32 0, i32 0, i32 -1, i32 0, i32 64, %rtti.ClassHierarchyDescriptor* @"??_R3Calc@@8" }, comdat
@"??_R0?AUCalc@@@8" = linkonce_odr global %rtti.TypeDescriptor10 { i8** @"??_7type_info@@6B@", i8* null, [11 x i8] c".?AUCalc@@\00" }, comdat
@"??_R3Calc@@8" = linkonce_odr constant %rtti.ClassHierarchyDescriptor { i32 0, i32 0, i32 1, %rtti.BaseClassDescriptor** getelementptr inbounds ([2 x %rtti.BaseClassDescriptor*], [2 x %rtti.BaseClassDescriptor*]* @"??_R2Calc@@8", i32 0, i32 0) }, comdat
@"??_R2Calc@@8" = linkonce_odr constant [2 x %rtti.BaseClassDescriptor*] [%rtti.BaseClassDescriptor* @"??_R1A@?0A@EA@Calc@@8", %rtti.BaseClassDescriptor* null], comdat
@1 = private unnamed_addr constant { [3 x i8*] } { [3 x i8*] [i8* bitcast (%rtti.CompleteObjectLocator* @"??_R4Calc@@6B@" to i8*), i8* bitcast (i32 (%struct.Calc*, i32)* @"?virt@Calc@@UAEHH@Z" to i8*), i8* bitcast (i8* (%struct.Calc*, i32)* @"??_GCalc@@UAEPAXI@Z" to i8*)] }, comdat($"??_7Calc@@6B@")
@"??_R4Calc@@6B@" = linkonce_odr constant %rtti.CompleteObjectLocator { i32 0, i32 0, i32 0, i8* bitcast (%rtti.TypeDescriptor10* @"??_R0?AUCalc@@@8" to i8*), %rtti.ClassHierarchyDescriptor* @"??_R3Calc@@8" }, comdat
@"??_C@_08PBKNHDHB@call_pmf?$AA@" = linkonce_odr dso_local unnamed_addr constant [9 x i8] c"call_pmf\00", comdat, align 1

@"??_7Calc2@@6B@" = unnamed_addr alias i8*, getelementptr inbounds ({ [3 x i8*] }, { [3 x i8*] }* @0, i32 0, i32 0, i32 1)
@"??_7Calc@@6B@" = unnamed_addr alias i8*, getelementptr inbounds ({ [3 x i8*] }, { [3 x i8*] }* @1, i32 0, i32 0, i32 1)

; Function Attrs: mustprogress noinline norecurse optnone
define dso_local noundef i32 @main() #0 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %1 = alloca i32, align 4
  %2 = alloca [2 x i32 (i32)*], align 4
  %3 = alloca [3 x i32 (i32)*], align 4
  %4 = alloca i32, align 4
  %5 = alloca %struct.Calc2, align 4
  %6 = alloca i8*, align 4
  %7 = alloca i32, align 4
  %8 = alloca i8*, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32 (i32)*, align 4
  %11 = alloca %class.anon, align 1
  %12 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  %13 = bitcast [2 x i32 (i32)*]* %2 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 4 %13, i8* align 4 bitcast ([2 x i32 (i32)*]* @__const.main.ok_ops to i8*), i32 8, i1 false)
  %14 = getelementptr inbounds [2 x i32 (i32)*], [2 x i32 (i32)*]* %2, i32 0, i32 0
  %15 = call noundef i32 @"?apply_all@@YAHPBQ6AHH@ZHH@Z"(i32 (i32)** noundef %14, i32 noundef 2, i32 noundef 3)
  %16 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @"??_C@_06JOECBIGK@ok?5?$CFd?6?$AA@", i32 0, i32 0), i32 noundef %15)
  %17 = bitcast [3 x i32 (i32)*]* %3 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 4 %17, i8* align 4 bitcast ([3 x i32 (i32)*]* @__const.main.bad_ops to i8*), i32 12, i1 false)
  %18 = getelementptr inbounds [3 x i32 (i32)*], [3 x i32 (i32)*]* %3, i32 0, i32 0
  %19 = invoke noundef i32 @"?apply_all@@YAHPBQ6AHH@ZHH@Z"(i32 (i32)** noundef %18, i32 noundef 3, i32 noundef 3)
          to label %69 unwind label %20

20:                                               ; preds = %0
  %21 = catchswitch within none [label %22] unwind to caller

22:                                               ; preds = %20
  %23 = catchpad within %21 [%rtti.TypeDescriptor2* @"??_R0H@8", i32 0, i32* %4]
  %24 = load i32, i32* %4, align 4
  %25 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @"??_C@_0BA@PGJIFMCH@table?5threw?5?$CFd?6?$AA@", i32 0, i32 0), i32 noundef %24) [ "funclet"(token %23) ]
  catchret from %23 to label %26

26:                                               ; preds = %22
  br label %27

27:                                               ; preds = %26, %69
  %28 = call x86_thiscallcc noundef %struct.Calc2* @"??0Calc2@@QAE@XZ"(%struct.Calc2* noundef nonnull align 4 dereferenceable(8) %5) #9
  %29 = bitcast %struct.Calc2* %5 to %struct.Calc*
  %30 = getelementptr inbounds %struct.Calc, %struct.Calc* %29, i32 0, i32 1
  store i32 1000, i32* %30, align 4
  %31 = bitcast %struct.Calc2* %5 to %struct.Calc*
  store i8* bitcast (i32 (%struct.Calc*, i32)* @"?plain@Calc@@QAEHH@Z" to i8*), i8** %6, align 4
  %32 = invoke noundef i32 @"?call_pmf@@YAHAAUCalc@@P81@AEHH@ZH@Z"(%struct.Calc* noundef nonnull align 4 dereferenceable(8) %31, i8** noundef byval(i8*) align 4 %6, i32 noundef 7)
          to label %68 unwind label %33

33:                                               ; preds = %27
  %34 = catchswitch within none [label %35] unwind label %70

35:                                               ; preds = %33
  %36 = catchpad within %34 [%rtti.TypeDescriptor2* @"??_R0H@8", i32 0, i32* %7]
  %37 = load i32, i32* %7, align 4
  %38 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([20 x i8], [20 x i8]* @"??_C@_0BE@HJGEJHKG@pmf?5plain?5threw?5?$CFd?6?$AA@", i32 0, i32 0), i32 noundef %37) [ "funclet"(token %36) ]
          to label %39 unwind label %70

39:                                               ; preds = %35
  catchret from %36 to label %40

40:                                               ; preds = %39
  br label %41

41:                                               ; preds = %40, %68
  %42 = bitcast %struct.Calc2* %5 to %struct.Calc*
  store i8* bitcast (void (%struct.Calc*, ...)* @"??_9Calc@@$BA@AE" to i8*), i8** %8, align 4
  %43 = invoke noundef i32 @"?call_pmf@@YAHAAUCalc@@P81@AEHH@ZH@Z"(%struct.Calc* noundef nonnull align 4 dereferenceable(8) %42, i8** noundef byval(i8*) align 4 %8, i32 noundef 8)
          to label %67 unwind label %44

44:                                               ; preds = %41
  %45 = catchswitch within none [label %46] unwind label %70

46:                                               ; preds = %44
  %47 = catchpad within %45 [%rtti.TypeDescriptor2* @"??_R0H@8", i32 0, i32* %9]
  %48 = load i32, i32* %9, align 4
  %49 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @"??_C@_0BG@DHLONPAM@pmf?5virtual?5threw?5?$CFd?6?$AA@", i32 0, i32 0), i32 noundef %48) [ "funclet"(token %47) ]
          to label %50 unwind label %70

50:                                               ; preds = %46
  catchret from %47 to label %51

51:                                               ; preds = %50
  br label %52

52:                                               ; preds = %51, %67
  %53 = call x86_thiscallcc noundef i32 (i32)* @"??B<lambda_0>@?0??main@@9@QBEP6AHH@ZXZ"(%class.anon* noundef nonnull align 1 dereferenceable(1) %11) #9
  store i32 (i32)* %53, i32 (i32)** %10, align 4
  %54 = load i32 (i32)*, i32 (i32)** %10, align 4
  %55 = invoke noundef i32 %54(i32 noundef 41)
          to label %66 unwind label %56

56:                                               ; preds = %52
  %57 = catchswitch within none [label %58] unwind label %70

58:                                               ; preds = %56
  %59 = catchpad within %57 [%rtti.TypeDescriptor2* @"??_R0H@8", i32 0, i32* %12]
  %60 = load i32, i32* %12, align 4
  %61 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @"??_C@_0BB@LFLPHLOO@lambda?5threw?5?$CFd?6?$AA@", i32 0, i32 0), i32 noundef %60) [ "funclet"(token %59) ]
          to label %62 unwind label %70

62:                                               ; preds = %58
  catchret from %59 to label %63

63:                                               ; preds = %62
  br label %64

64:                                               ; preds = %63, %66
  store i32 0, i32* %1, align 4
  call x86_thiscallcc void @"??1Calc2@@UAE@XZ"(%struct.Calc2* noundef nonnull align 4 dereferenceable(8) %5) #9
  %65 = load i32, i32* %1, align 4
  ret i32 %65

66:                                               ; preds = %52
  br label %64

67:                                               ; preds = %41
  br label %52

68:                                               ; preds = %27
  br label %41

69:                                               ; preds = %0
  br label %27

70:                                               ; preds = %58, %56, %46, %44, %35, %33
  %71 = cleanuppad within none []
  call x86_thiscallcc void @"??1Calc2@@UAE@XZ"(%struct.Calc2* noundef nonnull align 4 dereferenceable(8) %5) #9 [ "funclet"(token %71) ]
  cleanupret from %71 unwind to caller
}

; Function Attrs: mustprogress noinline nounwind optnone
define internal noundef i32 @"?op_ok@@YAHH@Z"(i32 noundef %0) #1 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = load i32, i32* %2, align 4
  %4 = add nsw i32 %3, 1
  ret i32 %4
}

; Function Attrs: mustprogress noinline nounwind optnone
define internal noundef i32 @"?op_double@@YAHH@Z"(i32 noundef %0) #1 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = load i32, i32* %2, align 4
  %4 = mul nsw i32 2, %3
  ret i32 %4
}

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i32(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i32, i1 immarg) #2

declare dso_local i32 @printf(i8* noundef, ...) #3

; Function Attrs: mustprogress noinline optnone
define internal noundef i32 @"?apply_all@@YAHPBQ6AHH@ZHH@Z"(i32 (i32)** noundef %0, i32 noundef %1, i32 noundef %2) #4 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32 (i32)**, align 4
  %7 = alloca %struct.Guard, align 4
  %8 = alloca i32, align 4
  store i32 %2, i32* %4, align 4
  store i32 %1, i32* %5, align 4
  store i32 (i32)** %0, i32 (i32)*** %6, align 4
  %9 = call x86_thiscallcc noundef %struct.Guard* @"??0Guard@@QAE@PBD@Z"(%struct.Guard* noundef nonnull align 4 dereferenceable(4) %7, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @"??_C@_09KPMEAOIJ@apply_all?$AA@", i32 0, i32 0))
  store i32 0, i32* %8, align 4
  br label %10

10:                                               ; preds = %22, %3
  %11 = load i32, i32* %8, align 4
  %12 = load i32, i32* %5, align 4
  %13 = icmp slt i32 %11, %12
  br i1 %13, label %14, label %25

14:                                               ; preds = %10
  %15 = load i32 (i32)**, i32 (i32)*** %6, align 4
  %16 = load i32, i32* %8, align 4
  %17 = getelementptr inbounds i32 (i32)*, i32 (i32)** %15, i32 %16
  %18 = load i32 (i32)*, i32 (i32)** %17, align 4
  %19 = load i32, i32* %4, align 4
  %20 = invoke noundef i32 %18(i32 noundef %19)
          to label %21 unwind label %27

21:                                               ; preds = %14
  store i32 %20, i32* %4, align 4
  br label %22

22:                                               ; preds = %21
  %23 = load i32, i32* %8, align 4
  %24 = add nsw i32 %23, 1
  store i32 %24, i32* %8, align 4
  br label %10, !llvm.loop !4

25:                                               ; preds = %10
  %26 = load i32, i32* %4, align 4
  call x86_thiscallcc void @"??1Guard@@QAE@XZ"(%struct.Guard* noundef nonnull align 4 dereferenceable(4) %7) #9
  ret i32 %26

27:                                               ; preds = %14
  %28 = cleanuppad within none []
  call x86_thiscallcc void @"??1Guard@@QAE@XZ"(%struct.Guard* noundef nonnull align 4 dereferenceable(4) %7) #9 [ "funclet"(token %28) ]
  cleanupret from %28 unwind to caller
}

; Function Attrs: mustprogress noinline optnone
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

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef %struct.Calc2* @"??0Calc2@@QAE@XZ"(%struct.Calc2* noundef nonnull returned align 4 dereferenceable(8) %0) unnamed_addr #5 comdat align 2 {
  %2 = alloca %struct.Calc2*, align 4
  store %struct.Calc2* %0, %struct.Calc2** %2, align 4
  %3 = load %struct.Calc2*, %struct.Calc2** %2, align 4
  %4 = bitcast %struct.Calc2* %3 to %struct.Calc*
  %5 = call x86_thiscallcc noundef %struct.Calc* @"??0Calc@@QAE@XZ"(%struct.Calc* noundef nonnull align 4 dereferenceable(8) %4) #9
  %6 = bitcast %struct.Calc2* %3 to i32 (...)***
  store i32 (...)** bitcast (i8** @"??_7Calc2@@6B@" to i32 (...)**), i32 (...)*** %6, align 4
  ret %struct.Calc2* %3
}

; Function Attrs: mustprogress noinline optnone
define internal noundef i32 @"?call_pmf@@YAHAAUCalc@@P81@AEHH@ZH@Z"(%struct.Calc* noundef nonnull align 4 dereferenceable(8) %0, i8** noundef byval(i8*) align 4 %1, i32 noundef %2) #4 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %4 = alloca i32, align 4
  %5 = alloca i8*, align 4
  %6 = alloca %struct.Calc*, align 4
  %7 = alloca %struct.Guard, align 4
  %8 = load i8*, i8** %1, align 4
  store i32 %2, i32* %4, align 4
  store i8* %8, i8** %5, align 4
  store %struct.Calc* %0, %struct.Calc** %6, align 4
  %9 = call x86_thiscallcc noundef %struct.Guard* @"??0Guard@@QAE@PBD@Z"(%struct.Guard* noundef nonnull align 4 dereferenceable(4) %7, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @"??_C@_08PBKNHDHB@call_pmf?$AA@", i32 0, i32 0))
  %10 = load %struct.Calc*, %struct.Calc** %6, align 4
  %11 = load i8*, i8** %5, align 4
  %12 = bitcast i8* %11 to i32 (%struct.Calc*, i32)*
  %13 = load i32, i32* %4, align 4
  %14 = invoke x86_thiscallcc noundef i32 %12(%struct.Calc* noundef nonnull align 4 dereferenceable(8) %10, i32 noundef %13)
          to label %15 unwind label %16

15:                                               ; preds = %3
  call x86_thiscallcc void @"??1Guard@@QAE@XZ"(%struct.Guard* noundef nonnull align 4 dereferenceable(4) %7) #9
  ret i32 %14

16:                                               ; preds = %3
  %17 = cleanuppad within none []
  call x86_thiscallcc void @"??1Guard@@QAE@XZ"(%struct.Guard* noundef nonnull align 4 dereferenceable(4) %7) #9 [ "funclet"(token %17) ]
  cleanupret from %17 unwind to caller
}

; Function Attrs: mustprogress noinline optnone
define linkonce_odr dso_local x86_thiscallcc noundef i32 @"?plain@Calc@@QAEHH@Z"(%struct.Calc* noundef nonnull align 4 dereferenceable(8) %0, i32 noundef %1) #4 comdat align 2 {
  %3 = alloca i32, align 4
  %4 = alloca %struct.Calc*, align 4
  %5 = alloca i32, align 4
  store i32 %1, i32* %3, align 4
  store %struct.Calc* %0, %struct.Calc** %4, align 4
  %6 = load %struct.Calc*, %struct.Calc** %4, align 4
  %7 = load i32, i32* %3, align 4
  %8 = icmp sgt i32 %7, 5
  br i1 %8, label %9, label %15

9:                                                ; preds = %2
  %10 = getelementptr inbounds %struct.Calc, %struct.Calc* %6, i32 0, i32 1
  %11 = load i32, i32* %10, align 4
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

; Function Attrs: noinline optnone
define linkonce_odr x86_thiscallcc void @"??_9Calc@@$BA@AE"(%struct.Calc* noundef %0, ...) #6 comdat align 2 {
  %2 = alloca %struct.Calc*, align 4
  store %struct.Calc* %0, %struct.Calc** %2, align 4
  %3 = load %struct.Calc*, %struct.Calc** %2, align 4
  %4 = bitcast %struct.Calc* %3 to void (%struct.Calc*, ...)***
  %5 = load void (%struct.Calc*, ...)**, void (%struct.Calc*, ...)*** %4, align 4
  %6 = getelementptr inbounds void (%struct.Calc*, ...)*, void (%struct.Calc*, ...)** %5, i64 0
  %7 = load void (%struct.Calc*, ...)*, void (%struct.Calc*, ...)** %6, align 4
  musttail call x86_thiscallcc void (%struct.Calc*, ...) %7(%struct.Calc* noundef %3, ...)
  ret void

8:                                                ; No predecessors!
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone
define internal x86_thiscallcc noundef i32 (i32)* @"??B<lambda_0>@?0??main@@9@QBEP6AHH@ZXZ"(%class.anon* noundef nonnull align 1 dereferenceable(1) %0) #1 align 2 {
  %2 = alloca %class.anon*, align 4
  store %class.anon* %0, %class.anon** %2, align 4
  %3 = load %class.anon*, %class.anon** %2, align 4
  ret i32 (i32)* @"?__invoke@<lambda_0>@?0??main@@9@CA@H@Z"
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc void @"??1Calc2@@UAE@XZ"(%struct.Calc2* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #5 comdat align 2 {
  %2 = alloca %struct.Calc2*, align 4
  store %struct.Calc2* %0, %struct.Calc2** %2, align 4
  %3 = load %struct.Calc2*, %struct.Calc2** %2, align 4
  %4 = bitcast %struct.Calc2* %3 to %struct.Calc*
  call x86_thiscallcc void @"??1Calc@@UAE@XZ"(%struct.Calc* noundef nonnull align 4 dereferenceable(8) %4) #9
  ret void
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef %struct.Guard* @"??0Guard@@QAE@PBD@Z"(%struct.Guard* noundef nonnull returned align 4 dereferenceable(4) %0, i8* noundef %1) unnamed_addr #5 comdat align 2 {
  %3 = alloca i8*, align 4
  %4 = alloca %struct.Guard*, align 4
  store i8* %1, i8** %3, align 4
  store %struct.Guard* %0, %struct.Guard** %4, align 4
  %5 = load %struct.Guard*, %struct.Guard** %4, align 4
  %6 = getelementptr inbounds %struct.Guard, %struct.Guard* %5, i32 0, i32 0
  %7 = load i8*, i8** %3, align 4
  store i8* %7, i8** %6, align 4
  ret %struct.Guard* %5
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc void @"??1Guard@@QAE@XZ"(%struct.Guard* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #5 comdat align 2 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %2 = alloca %struct.Guard*, align 4
  store %struct.Guard* %0, %struct.Guard** %2, align 4
  %3 = load %struct.Guard*, %struct.Guard** %2, align 4
  %4 = getelementptr inbounds %struct.Guard, %struct.Guard* %3, i32 0, i32 0
  %5 = load i8*, i8** %4, align 4
  %6 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @"??_C@_0M@CKPBPPIO@?$HOGuard?$CI?$CFs?$CJ?6?$AA@", i32 0, i32 0), i8* noundef %5)
          to label %7 unwind label %8

7:                                                ; preds = %1
  ret void

8:                                                ; preds = %1
  %9 = cleanuppad within none []
  call void @__std_terminate() #11 [ "funclet"(token %9) ]
  unreachable
}

declare dso_local void @__std_terminate()

declare dso_local x86_stdcallcc void @_CxxThrowException(i8*, %eh.ThrowInfo*)

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef %struct.Calc* @"??0Calc@@QAE@XZ"(%struct.Calc* noundef nonnull returned align 4 dereferenceable(8) %0) unnamed_addr #5 comdat align 2 {
  %2 = alloca %struct.Calc*, align 4
  store %struct.Calc* %0, %struct.Calc** %2, align 4
  %3 = load %struct.Calc*, %struct.Calc** %2, align 4
  %4 = bitcast %struct.Calc* %3 to i32 (...)***
  store i32 (...)** bitcast (i8** @"??_7Calc@@6B@" to i32 (...)**), i32 (...)*** %4, align 4
  ret %struct.Calc* %3
}

; Function Attrs: mustprogress noinline optnone
define linkonce_odr dso_local x86_thiscallcc noundef i32 @"?virt@Calc2@@UAEHH@Z"(%struct.Calc2* noundef nonnull align 4 dereferenceable(8) %0, i32 noundef %1) unnamed_addr #4 comdat align 2 {
  %3 = alloca i32, align 4
  %4 = alloca %struct.Calc2*, align 4
  %5 = alloca i32, align 4
  store i32 %1, i32* %3, align 4
  store %struct.Calc2* %0, %struct.Calc2** %4, align 4
  %6 = load %struct.Calc2*, %struct.Calc2** %4, align 4
  %7 = load i32, i32* %3, align 4
  %8 = sub nsw i32 0, %7
  store i32 %8, i32* %5, align 4
  %9 = bitcast i32* %5 to i8*
  call void @_CxxThrowException(i8* %9, %eh.ThrowInfo* @_TI1H) #10
  unreachable
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef i8* @"??_GCalc2@@UAEPAXI@Z"(%struct.Calc2* noundef nonnull align 4 dereferenceable(8) %0, i32 noundef %1) unnamed_addr #5 comdat align 2 {
  %3 = alloca i8*, align 4
  %4 = alloca i32, align 4
  %5 = alloca %struct.Calc2*, align 4
  store i32 %1, i32* %4, align 4
  store %struct.Calc2* %0, %struct.Calc2** %5, align 4
  %6 = load %struct.Calc2*, %struct.Calc2** %5, align 4
  %7 = bitcast %struct.Calc2* %6 to i8*
  store i8* %7, i8** %3, align 4
  %8 = load i32, i32* %4, align 4
  call x86_thiscallcc void @"??1Calc2@@UAE@XZ"(%struct.Calc2* noundef nonnull align 4 dereferenceable(8) %6) #9
  %9 = icmp eq i32 %8, 0
  br i1 %9, label %12, label %10

10:                                               ; preds = %2
  %11 = bitcast %struct.Calc2* %6 to i8*
  call void @"??3@YAXPAX@Z"(i8* noundef %11) #12
  br label %12

12:                                               ; preds = %10, %2
  %13 = load i8*, i8** %3, align 4
  ret i8* %13
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef i32 @"?virt@Calc@@UAEHH@Z"(%struct.Calc* noundef nonnull align 4 dereferenceable(8) %0, i32 noundef %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca i32, align 4
  %4 = alloca %struct.Calc*, align 4
  store i32 %1, i32* %3, align 4
  store %struct.Calc* %0, %struct.Calc** %4, align 4
  %5 = load %struct.Calc*, %struct.Calc** %4, align 4
  %6 = load i32, i32* %3, align 4
  ret i32 %6
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc noundef i8* @"??_GCalc@@UAEPAXI@Z"(%struct.Calc* noundef nonnull align 4 dereferenceable(8) %0, i32 noundef %1) unnamed_addr #5 comdat align 2 {
  %3 = alloca i8*, align 4
  %4 = alloca i32, align 4
  %5 = alloca %struct.Calc*, align 4
  store i32 %1, i32* %4, align 4
  store %struct.Calc* %0, %struct.Calc** %5, align 4
  %6 = load %struct.Calc*, %struct.Calc** %5, align 4
  %7 = bitcast %struct.Calc* %6 to i8*
  store i8* %7, i8** %3, align 4
  %8 = load i32, i32* %4, align 4
  call x86_thiscallcc void @"??1Calc@@UAE@XZ"(%struct.Calc* noundef nonnull align 4 dereferenceable(8) %6) #9
  %9 = icmp eq i32 %8, 0
  br i1 %9, label %12, label %10

10:                                               ; preds = %2
  %11 = bitcast %struct.Calc* %6 to i8*
  call void @"??3@YAXPAX@Z"(i8* noundef %11) #12
  br label %12

12:                                               ; preds = %10, %2
  %13 = load i8*, i8** %3, align 4
  ret i8* %13
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc void @"??1Calc@@UAE@XZ"(%struct.Calc* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #5 comdat align 2 {
  %2 = alloca %struct.Calc*, align 4
  store %struct.Calc* %0, %struct.Calc** %2, align 4
  %3 = load %struct.Calc*, %struct.Calc** %2, align 4
  ret void
}

; Function Attrs: nobuiltin nounwind
declare dso_local void @"??3@YAXPAX@Z"(i8* noundef) #7

; Function Attrs: noinline optnone
define internal noundef i32 @"?__invoke@<lambda_0>@?0??main@@9@CA@H@Z"(i32 noundef %0) #8 align 2 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = load i32, i32* %2, align 4
  %4 = call x86_thiscallcc noundef i32 @"??R<lambda_0>@?0??main@@9@QBE@H@Z"(%class.anon* noundef nonnull align 1 dereferenceable(1) undef, i32 noundef %3)
  ret i32 %4
}

; Function Attrs: mustprogress noinline optnone
define internal x86_thiscallcc noundef i32 @"??R<lambda_0>@?0??main@@9@QBE@H@Z"(%class.anon* noundef nonnull align 1 dereferenceable(1) %0, i32 noundef %1) #4 align 2 {
  %3 = alloca i32, align 4
  %4 = alloca %class.anon*, align 4
  %5 = alloca i32, align 4
  store i32 %1, i32* %3, align 4
  store %class.anon* %0, %class.anon** %4, align 4
  %6 = load %class.anon*, %class.anon** %4, align 4
  %7 = load i32, i32* %3, align 4
  %8 = add nsw i32 %7, 1
  store i32 %8, i32* %5, align 4
  %9 = bitcast i32* %5 to i8*
  call void @_CxxThrowException(i8* %9, %eh.ThrowInfo* @_TI1H) #10
  unreachable
}

attributes #0 = { mustprogress noinline norecurse optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { argmemonly nofree nounwind willreturn }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress noinline optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #5 = { noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #6 = { noinline optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "thunk" "tune-cpu"="generic" }
attributes #7 = { nobuiltin nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #8 = { noinline optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #9 = { nounwind }
attributes #10 = { noreturn }
attributes #11 = { noreturn nounwind }
attributes #12 = { builtin nounwind }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 2}
!2 = !{i32 7, !"frame-pointer", i32 2}
!3 = !{!"Debian clang version 14.0.6"}
!4 = distinct !{!4, !5}
!5 = !{!"llvm.loop.mustprogress"}
