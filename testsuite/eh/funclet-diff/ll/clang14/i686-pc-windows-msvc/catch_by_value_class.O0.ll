; ModuleID = 'catch_by_value_class.cpp'
source_filename = "catch_by_value_class.cpp"
target datalayout = "e-m:x-p:32:32-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32-a:0:32-S32"
target triple = "i686-pc-windows-msvc19.20.0"

%rtti.TypeDescriptor7 = type { i8**, i8*, [8 x i8] }
%eh.CatchableType = type { i32, i8*, i32, i32, i32, i32, i8* }
%eh.CatchableTypeArray.1 = type { i32, [1 x %eh.CatchableType*] }
%eh.ThrowInfo = type { i32, i8*, i8*, i8* }
%struct.E = type { i32 }

$"??1E@@QAE@XZ" = comdat any

$"??0E@@QAE@H@Z" = comdat any

$"??0E@@QAE@ABU0@@Z" = comdat any

$"??_R0?AUE@@@8" = comdat any

$"??_C@_0BB@ENFAODM@inner?5caught?5?$CFd?6?$AA@" = comdat any

$"??_C@_0BB@DMHAEOEO@outer?5caught?5?$CFd?6?$AA@" = comdat any

$"??_C@_0BD@LNNCCMPE@caught?5const?5E?5?$CFd?6?$AA@" = comdat any

$"??_C@_05KJDAJCPN@done?6?$AA@" = comdat any

$"??_C@_0BA@EPONEIKN@throwing?5E?$CI?$CFd?$CJ?6?$AA@" = comdat any

$"_CT??_R0?AUE@@@8??0E@@QAE@ABU0@@Z4" = comdat any

$"_CTA1?AUE@@" = comdat any

$"_TI1?AUE@@" = comdat any

$"??_C@_06OPEJKIMB@E?$CI?$CFd?$CJ?6?$AA@" = comdat any

$"??_C@_0BF@JAJHLKPE@E?$CIcopy?5of?5?$CFd?$CJ?5?9?$DO?5?$CFd?6?$AA@" = comdat any

$"??_C@_07KONNCLHE@?$HOE?$CI?$CFd?$CJ?6?$AA@" = comdat any

@"??_7type_info@@6B@" = external constant i8*
@"??_R0?AUE@@@8" = linkonce_odr global %rtti.TypeDescriptor7 { i8** @"??_7type_info@@6B@", i8* null, [8 x i8] c".?AUE@@\00" }, comdat
@"??_C@_0BB@ENFAODM@inner?5caught?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [17 x i8] c"inner caught %d\0A\00", comdat, align 1
@"??_C@_0BB@DMHAEOEO@outer?5caught?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [17 x i8] c"outer caught %d\0A\00", comdat, align 1
@"??_C@_0BD@LNNCCMPE@caught?5const?5E?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [19 x i8] c"caught const E %d\0A\00", comdat, align 1
@"??_C@_05KJDAJCPN@done?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [6 x i8] c"done\0A\00", comdat, align 1
@"??_C@_0BA@EPONEIKN@throwing?5E?$CI?$CFd?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [16 x i8] c"throwing E(%d)\0A\00", comdat, align 1
@"_CT??_R0?AUE@@@8??0E@@QAE@ABU0@@Z4" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 0, i8* bitcast (%rtti.TypeDescriptor7* @"??_R0?AUE@@@8" to i8*), i32 0, i32 -1, i32 0, i32 4, i8* bitcast (%struct.E* (%struct.E*, %struct.E*)* @"??0E@@QAE@ABU0@@Z" to i8*) }, section ".xdata", comdat
@"_CTA1?AUE@@" = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x %eh.CatchableType*] [%eh.CatchableType* @"_CT??_R0?AUE@@@8??0E@@QAE@ABU0@@Z4"] }, section ".xdata", comdat
@"_TI1?AUE@@" = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i8* bitcast (void (%struct.E*)* @"??1E@@QAE@XZ" to i8*), i8* null, i8* bitcast (%eh.CatchableTypeArray.1* @"_CTA1?AUE@@" to i8*) }, section ".xdata", comdat
@"??_C@_06OPEJKIMB@E?$CI?$CFd?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [7 x i8] c"E(%d)\0A\00", comdat, align 1
@"??_C@_0BF@JAJHLKPE@E?$CIcopy?5of?5?$CFd?$CJ?5?9?$DO?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [21 x i8] c"E(copy of %d) -> %d\0A\00", comdat, align 1
@"??_C@_07KONNCLHE@?$HOE?$CI?$CFd?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [8 x i8] c"~E(%d)\0A\00", comdat, align 1

; Function Attrs: mustprogress noinline norecurse optnone
define dso_local noundef i32 @main() #0 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %1 = alloca i32, align 4
  %2 = alloca %struct.E, align 4
  %3 = alloca %struct.E, align 4
  %4 = alloca %struct.E, align 4
  store i32 0, i32* %1, align 4
  invoke void @"?thrower@@YAXH@Z"(i32 noundef 1)
          to label %14 unwind label %5

5:                                                ; preds = %0
  %6 = catchswitch within none [label %7] unwind label %17

7:                                                ; preds = %5
  %8 = catchpad within %6 [%rtti.TypeDescriptor7* @"??_R0?AUE@@@8", i32 0, %struct.E* %2]
  %9 = getelementptr inbounds %struct.E, %struct.E* %2, i32 0, i32 0
  %10 = load i32, i32* %9, align 4
  %11 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @"??_C@_0BB@ENFAODM@inner?5caught?5?$CFd?6?$AA@", i32 0, i32 0), i32 noundef %10) [ "funclet"(token %8) ]
          to label %12 unwind label %15

12:                                               ; preds = %7
  %13 = getelementptr inbounds %struct.E, %struct.E* %2, i32 0, i32 0
  store i32 7, i32* %13, align 4
  invoke void @_CxxThrowException(i8* null, %eh.ThrowInfo* null) #5 [ "funclet"(token %8) ]
          to label %44 unwind label %15

14:                                               ; preds = %0
  br label %39

15:                                               ; preds = %12, %7
  %16 = cleanuppad within %8 []
  call x86_thiscallcc void @"??1E@@QAE@XZ"(%struct.E* noundef nonnull align 4 dereferenceable(4) %2) #6 [ "funclet"(token %16) ]
  cleanupret from %16 unwind label %17

17:                                               ; preds = %15, %5
  %18 = catchswitch within none [label %19] unwind to caller

19:                                               ; preds = %17
  %20 = catchpad within %18 [%rtti.TypeDescriptor7* @"??_R0?AUE@@@8", i32 0, %struct.E* %3]
  %21 = getelementptr inbounds %struct.E, %struct.E* %3, i32 0, i32 0
  %22 = load i32, i32* %21, align 4
  %23 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @"??_C@_0BB@DMHAEOEO@outer?5caught?5?$CFd?6?$AA@", i32 0, i32 0), i32 noundef %22) [ "funclet"(token %20) ]
          to label %24 unwind label %40

24:                                               ; preds = %19
  call x86_thiscallcc void @"??1E@@QAE@XZ"(%struct.E* noundef nonnull align 4 dereferenceable(4) %3) #6 [ "funclet"(token %20) ]
  catchret from %20 to label %25

25:                                               ; preds = %24
  br label %26

26:                                               ; preds = %25, %39
  invoke void @"?thrower@@YAXH@Z"(i32 noundef 2)
          to label %38 unwind label %27

27:                                               ; preds = %26
  %28 = catchswitch within none [label %29] unwind to caller

29:                                               ; preds = %27
  %30 = catchpad within %28 [%rtti.TypeDescriptor7* @"??_R0?AUE@@@8", i32 0, %struct.E* %4]
  %31 = getelementptr inbounds %struct.E, %struct.E* %4, i32 0, i32 0
  %32 = load i32, i32* %31, align 4
  %33 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @"??_C@_0BD@LNNCCMPE@caught?5const?5E?5?$CFd?6?$AA@", i32 0, i32 0), i32 noundef %32) [ "funclet"(token %30) ]
          to label %34 unwind label %42

34:                                               ; preds = %29
  call x86_thiscallcc void @"??1E@@QAE@XZ"(%struct.E* noundef nonnull align 4 dereferenceable(4) %4) #6 [ "funclet"(token %30) ]
  catchret from %30 to label %35

35:                                               ; preds = %34
  br label %36

36:                                               ; preds = %35, %38
  %37 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @"??_C@_05KJDAJCPN@done?6?$AA@", i32 0, i32 0))
  ret i32 0

38:                                               ; preds = %26
  br label %36

39:                                               ; preds = %14
  br label %26

40:                                               ; preds = %19
  %41 = cleanuppad within %20 []
  call x86_thiscallcc void @"??1E@@QAE@XZ"(%struct.E* noundef nonnull align 4 dereferenceable(4) %3) #6 [ "funclet"(token %41) ]
  cleanupret from %41 unwind to caller

42:                                               ; preds = %29
  %43 = cleanuppad within %30 []
  call x86_thiscallcc void @"??1E@@QAE@XZ"(%struct.E* noundef nonnull align 4 dereferenceable(4) %4) #6 [ "funclet"(token %43) ]
  cleanupret from %43 unwind to caller

44:                                               ; preds = %12
  unreachable
}

; Function Attrs: mustprogress noinline optnone
define internal void @"?thrower@@YAXH@Z"(i32 noundef %0) #1 {
  %2 = alloca i32, align 4
  %3 = alloca %struct.E, align 4
  store i32 %0, i32* %2, align 4
  %4 = load i32, i32* %2, align 4
  %5 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @"??_C@_0BA@EPONEIKN@throwing?5E?$CI?$CFd?$CJ?6?$AA@", i32 0, i32 0), i32 noundef %4)
  %6 = load i32, i32* %2, align 4
  %7 = call x86_thiscallcc noundef %struct.E* @"??0E@@QAE@H@Z"(%struct.E* noundef nonnull align 4 dereferenceable(4) %3, i32 noundef %6)
  %8 = bitcast %struct.E* %3 to i8*
  call void @_CxxThrowException(i8* %8, %eh.ThrowInfo* @"_TI1?AUE@@") #5
  unreachable
}

declare dso_local i32 @__CxxFrameHandler3(...)

declare dso_local i32 @printf(i8* noundef, ...) #2

declare dso_local x86_stdcallcc void @_CxxThrowException(i8*, %eh.ThrowInfo*)

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc void @"??1E@@QAE@XZ"(%struct.E* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #3 comdat align 2 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %2 = alloca %struct.E*, align 4
  store %struct.E* %0, %struct.E** %2, align 4
  %3 = load %struct.E*, %struct.E** %2, align 4
  %4 = getelementptr inbounds %struct.E, %struct.E* %3, i32 0, i32 0
  %5 = load i32, i32* %4, align 4
  %6 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @"??_C@_07KONNCLHE@?$HOE?$CI?$CFd?$CJ?6?$AA@", i32 0, i32 0), i32 noundef %5)
          to label %7 unwind label %8

7:                                                ; preds = %1
  ret void

8:                                                ; preds = %1
  %9 = cleanuppad within none []
  call void @__std_terminate() #7 [ "funclet"(token %9) ]
  unreachable
}

; Function Attrs: noinline optnone
define linkonce_odr dso_local x86_thiscallcc noundef %struct.E* @"??0E@@QAE@H@Z"(%struct.E* noundef nonnull returned align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #4 comdat align 2 {
  %3 = alloca i32, align 4
  %4 = alloca %struct.E*, align 4
  store i32 %1, i32* %3, align 4
  store %struct.E* %0, %struct.E** %4, align 4
  %5 = load %struct.E*, %struct.E** %4, align 4
  %6 = getelementptr inbounds %struct.E, %struct.E* %5, i32 0, i32 0
  %7 = load i32, i32* %3, align 4
  store i32 %7, i32* %6, align 4
  %8 = getelementptr inbounds %struct.E, %struct.E* %5, i32 0, i32 0
  %9 = load i32, i32* %8, align 4
  %10 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @"??_C@_06OPEJKIMB@E?$CI?$CFd?$CJ?6?$AA@", i32 0, i32 0), i32 noundef %9)
  ret %struct.E* %5
}

; Function Attrs: noinline optnone
define linkonce_odr dso_local x86_thiscallcc noundef %struct.E* @"??0E@@QAE@ABU0@@Z"(%struct.E* noundef nonnull returned align 4 dereferenceable(4) %0, %struct.E* noundef nonnull align 4 dereferenceable(4) %1) unnamed_addr #4 comdat align 2 {
  %3 = alloca %struct.E*, align 4
  %4 = alloca %struct.E*, align 4
  store %struct.E* %1, %struct.E** %3, align 4
  store %struct.E* %0, %struct.E** %4, align 4
  %5 = load %struct.E*, %struct.E** %4, align 4
  %6 = getelementptr inbounds %struct.E, %struct.E* %5, i32 0, i32 0
  %7 = load %struct.E*, %struct.E** %3, align 4
  %8 = getelementptr inbounds %struct.E, %struct.E* %7, i32 0, i32 0
  %9 = load i32, i32* %8, align 4
  %10 = add nsw i32 %9, 100
  store i32 %10, i32* %6, align 4
  %11 = getelementptr inbounds %struct.E, %struct.E* %5, i32 0, i32 0
  %12 = load i32, i32* %11, align 4
  %13 = load %struct.E*, %struct.E** %3, align 4
  %14 = getelementptr inbounds %struct.E, %struct.E* %13, i32 0, i32 0
  %15 = load i32, i32* %14, align 4
  %16 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([21 x i8], [21 x i8]* @"??_C@_0BF@JAJHLKPE@E?$CIcopy?5of?5?$CFd?$CJ?5?9?$DO?5?$CFd?6?$AA@", i32 0, i32 0), i32 noundef %15, i32 noundef %12)
  ret %struct.E* %5
}

declare dso_local void @__std_terminate()

attributes #0 = { mustprogress noinline norecurse optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress noinline optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #4 = { noinline optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #5 = { noreturn }
attributes #6 = { nounwind }
attributes #7 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 2}
!2 = !{i32 7, !"frame-pointer", i32 2}
!3 = !{!"Debian clang version 14.0.6"}
