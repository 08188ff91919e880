; ModuleID = 'function_try_block_ctor.cpp'
source_filename = "function_try_block_ctor.cpp"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

%struct.Widget = type { %struct.Member, %struct.Member }
%struct.Member = type { i32 }
%struct.Translated = type { i32 }

$_ZN6WidgetC2Eib = comdat any

$_ZN6WidgetD2Ev = comdat any

$_ZN6MemberC2Ei = comdat any

$_ZN6MemberD2Ev = comdat any

$_ZTS10Translated = comdat any

$_ZTI10Translated = comdat any

@_ZTIi = external constant i8*
@.str = private unnamed_addr constant [20 x i8] c"main caught int %d\0A\00", align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global i8*
@_ZTS10Translated = linkonce_odr hidden constant [13 x i8] c"10Translated\00", comdat, align 1
@_ZTI10Translated = linkonce_odr hidden constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([13 x i8], [13 x i8]* @_ZTS10Translated, i32 0, i32 0) }, comdat, align 4
@.str.1 = private unnamed_addr constant [27 x i8] c"main caught Translated %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [7 x i8] c"built\0A\00", align 1
@.str.3 = private unnamed_addr constant [13 x i8] c"Widget body\0A\00", align 1
@.str.4 = private unnamed_addr constant [19 x i8] c"Widget handler %d\0A\00", align 1
@.str.5 = private unnamed_addr constant [12 x i8] c"Member(%d)\0A\00", align 1
@.str.6 = private unnamed_addr constant [13 x i8] c"~Member(%d)\0A\00", align 1
@.str.7 = private unnamed_addr constant [9 x i8] c"~Widget\0A\00", align 1
@llvm.used = appending global [1 x i8*] [i8* bitcast (i32 ()* @__main_void to i8*)], section "llvm.metadata"

@__main_void = alias i32 (), i32 ()* @main

; Function Attrs: mustprogress noinline norecurse optnone
define hidden noundef i32 @main() #0 personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  %1 = alloca i32, align 4
  %2 = alloca %struct.Widget, align 4
  %3 = alloca i8*, align 4
  %4 = alloca i32, align 4
  %5 = alloca %struct.Widget, align 4
  %6 = alloca %struct.Translated*, align 4
  %7 = alloca %struct.Widget, align 4
  store i32 0, i32* %1, align 4
  %8 = invoke noundef %struct.Widget* @_ZN6WidgetC2Eib(%struct.Widget* noundef nonnull align 4 dereferenceable(8) %2, i32 noundef -2, i1 noundef zeroext false)
          to label %55 unwind label %9

9:                                                ; preds = %0
  %10 = catchswitch within none [label %11] unwind to caller

11:                                               ; preds = %9
  %12 = catchpad within %10 [i8* bitcast (i8** @_ZTIi to i8*)]
  %13 = call i8* @llvm.wasm.get.exception(token %12)
  store i8* %13, i8** %3, align 4
  %14 = call i32 @llvm.wasm.get.ehselector(token %12)
  %15 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #3
  %16 = icmp eq i32 %14, %15
  br i1 %16, label %17, label %26

17:                                               ; preds = %11
  %18 = load i8*, i8** %3, align 4
  %19 = call i8* @__cxa_begin_catch(i8* %18) #3 [ "funclet"(token %12) ]
  %20 = bitcast i8* %19 to i32*
  %21 = load i32, i32* %20, align 4
  store i32 %21, i32* %4, align 4
  %22 = load i32, i32* %4, align 4
  %23 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([20 x i8], [20 x i8]* @.str, i32 0, i32 0), i32 noundef %22) [ "funclet"(token %12) ]
          to label %24 unwind label %57

24:                                               ; preds = %17
  call void @__cxa_end_catch() #3 [ "funclet"(token %12) ]
  catchret from %12 to label %25

25:                                               ; preds = %24
  br label %27

26:                                               ; preds = %11
  call void @llvm.wasm.rethrow() #6 [ "funclet"(token %12) ]
  unreachable

27:                                               ; preds = %25, %55
  %28 = invoke noundef %struct.Widget* @_ZN6WidgetC2Eib(%struct.Widget* noundef nonnull align 4 dereferenceable(8) %5, i32 noundef -3, i1 noundef zeroext true)
          to label %53 unwind label %29

29:                                               ; preds = %27
  %30 = catchswitch within none [label %31] unwind to caller

31:                                               ; preds = %29
  %32 = catchpad within %30 [i8* bitcast ({ i8*, i8* }* @_ZTI10Translated to i8*)]
  %33 = call i8* @llvm.wasm.get.exception(token %32)
  store i8* %33, i8** %3, align 4
  %34 = call i32 @llvm.wasm.get.ehselector(token %32)
  %35 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI10Translated to i8*)) #3
  %36 = icmp eq i32 %34, %35
  br i1 %36, label %37, label %47

37:                                               ; preds = %31
  %38 = load i8*, i8** %3, align 4
  %39 = call i8* @__cxa_begin_catch(i8* %38) #3 [ "funclet"(token %32) ]
  %40 = bitcast i8* %39 to %struct.Translated*
  store %struct.Translated* %40, %struct.Translated** %6, align 4
  %41 = load %struct.Translated*, %struct.Translated** %6, align 4
  %42 = getelementptr inbounds %struct.Translated, %struct.Translated* %41, i32 0, i32 0
  %43 = load i32, i32* %42, align 4
  %44 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([27 x i8], [27 x i8]* @.str.1, i32 0, i32 0), i32 noundef %43) [ "funclet"(token %32) ]
          to label %45 unwind label %59

45:                                               ; preds = %37
  call void @__cxa_end_catch() [ "funclet"(token %32) ]
  catchret from %32 to label %46

46:                                               ; preds = %45
  br label %48

47:                                               ; preds = %31
  call void @llvm.wasm.rethrow() #6 [ "funclet"(token %32) ]
  unreachable

48:                                               ; preds = %46, %53
  %49 = call noundef %struct.Widget* @_ZN6WidgetC2Eib(%struct.Widget* noundef nonnull align 4 dereferenceable(8) %7, i32 noundef 4, i1 noundef zeroext false)
  %50 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.2, i32 0, i32 0))
          to label %51 unwind label %62

51:                                               ; preds = %48
  %52 = call noundef %struct.Widget* @_ZN6WidgetD2Ev(%struct.Widget* noundef nonnull align 4 dereferenceable(8) %7) #3
  ret i32 0

53:                                               ; preds = %27
  %54 = call noundef %struct.Widget* @_ZN6WidgetD2Ev(%struct.Widget* noundef nonnull align 4 dereferenceable(8) %5) #3
  br label %48

55:                                               ; preds = %0
  %56 = call noundef %struct.Widget* @_ZN6WidgetD2Ev(%struct.Widget* noundef nonnull align 4 dereferenceable(8) %2) #3
  br label %27

57:                                               ; preds = %17
  %58 = cleanuppad within %12 []
  call void @__cxa_end_catch() #3 [ "funclet"(token %58) ]
  cleanupret from %58 unwind to caller

59:                                               ; preds = %37
  %60 = cleanuppad within %32 []
  invoke void @__cxa_end_catch() [ "funclet"(token %60) ]
          to label %61 unwind label %65

61:                                               ; preds = %59
  cleanupret from %60 unwind to caller

62:                                               ; preds = %48
  %63 = cleanuppad within none []
  %64 = call noundef %struct.Widget* @_ZN6WidgetD2Ev(%struct.Widget* noundef nonnull align 4 dereferenceable(8) %7) #3 [ "funclet"(token %63) ]
  cleanupret from %63 unwind to caller

65:                                               ; preds = %59
  %66 = cleanuppad within %60 []
  call void @_ZSt9terminatev() #7 [ "funclet"(token %66) ]
  unreachable
}

; Function Attrs: noinline optnone
define linkonce_odr hidden noundef %struct.Widget* @_ZN6WidgetC2Eib(%struct.Widget* noundef nonnull returned align 4 dereferenceable(8) %0, i32 noundef %1, i1 noundef zeroext %2) unnamed_addr #1 comdat personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  %4 = alloca %struct.Widget*, align 4
  %5 = alloca i32, align 4
  %6 = alloca i8, align 1
  %7 = alloca i8*, align 4
  %8 = alloca i32, align 4
  store %struct.Widget* %0, %struct.Widget** %4, align 4
  store i32 %1, i32* %5, align 4
  %9 = zext i1 %2 to i8
  store i8 %9, i8* %6, align 1
  %10 = load %struct.Widget*, %struct.Widget** %4, align 4
  %11 = getelementptr inbounds %struct.Widget, %struct.Widget* %10, i32 0, i32 0
  %12 = invoke noundef %struct.Member* @_ZN6MemberC2Ei(%struct.Member* noundef nonnull align 4 dereferenceable(4) %11, i32 noundef 1)
          to label %13 unwind label %26

13:                                               ; preds = %3
  %14 = getelementptr inbounds %struct.Widget, %struct.Widget* %10, i32 0, i32 1
  %15 = load i32, i32* %5, align 4
  %16 = invoke noundef %struct.Member* @_ZN6MemberC2Ei(%struct.Member* noundef nonnull align 4 dereferenceable(4) %14, i32 noundef %15)
          to label %17 unwind label %23

17:                                               ; preds = %13
  %18 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.3, i32 0, i32 0))
          to label %19 unwind label %20

19:                                               ; preds = %17
  br label %50

20:                                               ; preds = %17
  %21 = cleanuppad within none []
  %22 = call noundef %struct.Member* @_ZN6MemberD2Ev(%struct.Member* noundef nonnull align 4 dereferenceable(4) %14) #3 [ "funclet"(token %21) ]
  cleanupret from %21 unwind label %23

23:                                               ; preds = %20, %13
  %24 = cleanuppad within none []
  %25 = call noundef %struct.Member* @_ZN6MemberD2Ev(%struct.Member* noundef nonnull align 4 dereferenceable(4) %11) #3 [ "funclet"(token %24) ]
  cleanupret from %24 unwind label %26

26:                                               ; preds = %23, %3
  %27 = catchswitch within none [label %28] unwind to caller

28:                                               ; preds = %26
  %29 = catchpad within %27 [i8* bitcast (i8** @_ZTIi to i8*)]
  %30 = call i8* @llvm.wasm.get.exception(token %29)
  store i8* %30, i8** %7, align 4
  %31 = call i32 @llvm.wasm.get.ehselector(token %29)
  %32 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #3
  %33 = icmp eq i32 %31, %32
  br i1 %33, label %34, label %49

34:                                               ; preds = %28
  %35 = load i8*, i8** %7, align 4
  %36 = call i8* @__cxa_begin_catch(i8* %35) #3 [ "funclet"(token %29) ]
  %37 = bitcast i8* %36 to i32*
  %38 = load i32, i32* %37, align 4
  store i32 %38, i32* %8, align 4
  %39 = load i32, i32* %8, align 4
  %40 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.4, i32 0, i32 0), i32 noundef %39) [ "funclet"(token %29) ]
          to label %41 unwind label %53

41:                                               ; preds = %34
  %42 = load i8, i8* %6, align 1
  %43 = trunc i8 %42 to i1
  br i1 %43, label %44, label %51

44:                                               ; preds = %41
  %45 = call i8* @__cxa_allocate_exception(i32 4) #3 [ "funclet"(token %29) ]
  %46 = bitcast i8* %45 to %struct.Translated*
  %47 = getelementptr inbounds %struct.Translated, %struct.Translated* %46, i32 0, i32 0
  %48 = load i32, i32* %8, align 4
  store i32 %48, i32* %47, align 16
  invoke void @__cxa_throw(i8* %45, i8* bitcast ({ i8*, i8* }* @_ZTI10Translated to i8*), i8* null) #6 [ "funclet"(token %29) ]
          to label %55 unwind label %53

49:                                               ; preds = %28
  call void @llvm.wasm.rethrow() #6 [ "funclet"(token %29) ]
  unreachable

50:                                               ; preds = %19
  ret %struct.Widget* %10

51:                                               ; preds = %41
  invoke void @__cxa_rethrow() [ "funclet"(token %29) ]
          to label %52 unwind label %53

52:                                               ; preds = %51
  unreachable

53:                                               ; preds = %51, %44, %34
  %54 = cleanuppad within %29 []
  call void @__cxa_end_catch() #3 [ "funclet"(token %54) ]
  cleanupret from %54 unwind to caller

55:                                               ; preds = %44
  unreachable
}

declare i32 @__gxx_wasm_personality_v0(...)

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden noundef %struct.Widget* @_ZN6WidgetD2Ev(%struct.Widget* noundef nonnull returned align 4 dereferenceable(8) %0) unnamed_addr #2 comdat personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  %2 = alloca %struct.Widget*, align 4
  store %struct.Widget* %0, %struct.Widget** %2, align 4
  %3 = load %struct.Widget*, %struct.Widget** %2, align 4
  %4 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.7, i32 0, i32 0))
          to label %5 unwind label %10

5:                                                ; preds = %1
  %6 = getelementptr inbounds %struct.Widget, %struct.Widget* %3, i32 0, i32 1
  %7 = call noundef %struct.Member* @_ZN6MemberD2Ev(%struct.Member* noundef nonnull align 4 dereferenceable(4) %6) #3
  %8 = getelementptr inbounds %struct.Widget, %struct.Widget* %3, i32 0, i32 0
  %9 = call noundef %struct.Member* @_ZN6MemberD2Ev(%struct.Member* noundef nonnull align 4 dereferenceable(4) %8) #3
  ret %struct.Widget* %3

10:                                               ; preds = %1
  %11 = cleanuppad within none []
  %12 = getelementptr inbounds %struct.Widget, %struct.Widget* %3, i32 0, i32 1
  %13 = call noundef %struct.Member* @_ZN6MemberD2Ev(%struct.Member* noundef nonnull align 4 dereferenceable(4) %12) #3 [ "funclet"(token %11) ]
  cleanupret from %11 unwind label %14

14:                                               ; preds = %10
  %15 = cleanuppad within none []
  %16 = getelementptr inbounds %struct.Widget, %struct.Widget* %3, i32 0, i32 0
  %17 = call noundef %struct.Member* @_ZN6MemberD2Ev(%struct.Member* noundef nonnull align 4 dereferenceable(4) %16) #3 [ "funclet"(token %15) ]
  cleanupret from %15 unwind label %18

18:                                               ; preds = %14
  %19 = cleanuppad within none []
  call void @_ZSt9terminatev() #7 [ "funclet"(token %19) ]
  unreachable
}

; Function Attrs: nounwind
declare i8* @llvm.wasm.get.exception(token) #3

; Function Attrs: nounwind
declare i32 @llvm.wasm.get.ehselector(token) #3

; Function Attrs: nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #4

declare i8* @__cxa_begin_catch(i8*)

declare i32 @printf(i8* noundef, ...) #5

declare void @__cxa_end_catch()

; Function Attrs: noreturn
declare void @llvm.wasm.rethrow() #6

declare void @_ZSt9terminatev()

; Function Attrs: noinline optnone
define linkonce_odr hidden noundef %struct.Member* @_ZN6MemberC2Ei(%struct.Member* noundef nonnull returned align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #1 comdat {
  %3 = alloca %struct.Member*, align 4
  %4 = alloca i32, align 4
  store %struct.Member* %0, %struct.Member** %3, align 4
  store i32 %1, i32* %4, align 4
  %5 = load %struct.Member*, %struct.Member** %3, align 4
  %6 = getelementptr inbounds %struct.Member, %struct.Member* %5, i32 0, i32 0
  %7 = load i32, i32* %4, align 4
  store i32 %7, i32* %6, align 4
  %8 = getelementptr inbounds %struct.Member, %struct.Member* %5, i32 0, i32 0
  %9 = load i32, i32* %8, align 4
  %10 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.5, i32 0, i32 0), i32 noundef %9)
  %11 = getelementptr inbounds %struct.Member, %struct.Member* %5, i32 0, i32 0
  %12 = load i32, i32* %11, align 4
  %13 = icmp slt i32 %12, 0
  br i1 %13, label %14, label %19

14:                                               ; preds = %2
  %15 = call i8* @__cxa_allocate_exception(i32 4) #3
  %16 = bitcast i8* %15 to i32*
  %17 = getelementptr inbounds %struct.Member, %struct.Member* %5, i32 0, i32 0
  %18 = load i32, i32* %17, align 4
  store i32 %18, i32* %16, align 16
  call void @__cxa_throw(i8* %15, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #6
  unreachable

19:                                               ; preds = %2
  ret %struct.Member* %5
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden noundef %struct.Member* @_ZN6MemberD2Ev(%struct.Member* noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #2 comdat personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  %2 = alloca %struct.Member*, align 4
  store %struct.Member* %0, %struct.Member** %2, align 4
  %3 = load %struct.Member*, %struct.Member** %2, align 4
  %4 = getelementptr inbounds %struct.Member, %struct.Member* %3, i32 0, i32 0
  %5 = load i32, i32* %4, align 4
  %6 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.6, i32 0, i32 0), i32 noundef %5)
          to label %7 unwind label %8

7:                                                ; preds = %1
  ret %struct.Member* %3

8:                                                ; preds = %1
  %9 = cleanuppad within none []
  call void @_ZSt9terminatev() #7 [ "funclet"(token %9) ]
  unreachable
}

declare i8* @__cxa_allocate_exception(i32)

declare void @__cxa_throw(i8*, i8*, i8*)

declare void @__cxa_rethrow()

attributes #0 = { mustprogress noinline norecurse optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #1 = { noinline optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #2 = { noinline nounwind optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #3 = { nounwind }
attributes #4 = { nounwind readnone }
attributes #5 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #6 = { noreturn }
attributes #7 = { noreturn nounwind }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 14.0.6"}
