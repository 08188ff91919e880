; ModuleID = 'dtor_order_scopes.cpp'
source_filename = "dtor_order_scopes.cpp"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

%struct.T = type { i32 }

$_ZN1TC2Ei = comdat any

$_ZN1TD2Ev = comdat any

$_ZNK1T4boomEv = comdat any

@_ZTIi = external constant i8*
@.str = private unnamed_addr constant [11 x i8] c"caught %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [8 x i8] c"ext %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [7 x i8] c"T(%d)\0A\00", align 1
@.str.3 = private unnamed_addr constant [8 x i8] c"~T(%d)\0A\00", align 1
@.str.4 = private unnamed_addr constant [12 x i8] c"boom on %d\0A\00", align 1
@llvm.used = appending global [1 x i8*] [i8* bitcast (i32 ()* @__main_void to i8*)], section "llvm.metadata"

@__main_void = alias i32 (), i32 ()* @main

; Function Attrs: mustprogress noinline norecurse optnone
define hidden noundef i32 @main() #0 personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i8*, align 4
  %4 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  store i32 0, i32* %2, align 4
  br label %5

5:                                                ; preds = %29, %0
  %6 = load i32, i32* %2, align 4
  %7 = icmp slt i32 %6, 3
  br i1 %7, label %8, label %35

8:                                                ; preds = %5
  %9 = load i32, i32* %2, align 4
  invoke void @_ZL6scopesi(i32 noundef %9)
          to label %32 unwind label %10

10:                                               ; preds = %8
  %11 = catchswitch within none [label %12] unwind to caller

12:                                               ; preds = %10
  %13 = catchpad within %11 [i8* bitcast (i8** @_ZTIi to i8*)]
  %14 = call i8* @llvm.wasm.get.exception(token %13)
  store i8* %14, i8** %3, align 4
  %15 = call i32 @llvm.wasm.get.ehselector(token %13)
  %16 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #2
  %17 = icmp eq i32 %15, %16
  br i1 %17, label %18, label %27

18:                                               ; preds = %12
  %19 = load i8*, i8** %3, align 4
  %20 = call i8* @__cxa_begin_catch(i8* %19) #2 [ "funclet"(token %13) ]
  %21 = bitcast i8* %20 to i32*
  %22 = load i32, i32* %21, align 4
  store i32 %22, i32* %4, align 4
  %23 = load i32, i32* %4, align 4
  %24 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str, i32 0, i32 0), i32 noundef %23) [ "funclet"(token %13) ]
          to label %25 unwind label %33

25:                                               ; preds = %18
  call void @__cxa_end_catch() #2 [ "funclet"(token %13) ]
  catchret from %13 to label %26

26:                                               ; preds = %25
  br label %28

27:                                               ; preds = %12
  call void @llvm.wasm.rethrow() #5 [ "funclet"(token %13) ]
  unreachable

28:                                               ; preds = %26, %32
  br label %29

29:                                               ; preds = %28
  %30 = load i32, i32* %2, align 4
  %31 = add nsw i32 %30, 1
  store i32 %31, i32* %2, align 4
  br label %5, !llvm.loop !2

32:                                               ; preds = %8
  br label %28

33:                                               ; preds = %18
  %34 = cleanuppad within %13 []
  call void @__cxa_end_catch() #2 [ "funclet"(token %34) ]
  cleanupret from %34 unwind to caller

35:                                               ; preds = %5
  ret i32 0
}

; Function Attrs: mustprogress noinline optnone
define internal void @_ZL6scopesi(i32 noundef %0) #1 personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  %2 = alloca i32, align 4
  %3 = alloca %struct.T, align 4
  %4 = alloca %struct.T, align 4
  %5 = alloca %struct.T*, align 4
  %6 = alloca %struct.T, align 4
  %7 = alloca %struct.T, align 4
  %8 = alloca %struct.T, align 4
  %9 = alloca %struct.T, align 4
  %10 = alloca %struct.T, align 4
  store i32 %0, i32* %2, align 4
  %11 = call noundef %struct.T* @_ZN1TC2Ei(%struct.T* noundef nonnull align 4 dereferenceable(4) %3, i32 noundef 1)
  %12 = invoke noundef %struct.T* @_ZN1TC2Ei(%struct.T* noundef nonnull align 4 dereferenceable(4) %4, i32 noundef 2)
          to label %13 unwind label %72

13:                                               ; preds = %1
  %14 = invoke noundef %struct.T* @_ZN1TC2Ei(%struct.T* noundef nonnull align 4 dereferenceable(4) %6, i32 noundef 3)
          to label %15 unwind label %63

15:                                               ; preds = %13
  store %struct.T* %6, %struct.T** %5, align 4
  %16 = invoke noundef %struct.T* @_ZN1TC2Ei(%struct.T* noundef nonnull align 4 dereferenceable(4) %7, i32 noundef 4)
          to label %17 unwind label %60

17:                                               ; preds = %15
  %18 = load i32, i32* %2, align 4
  %19 = icmp eq i32 %18, 0
  br i1 %19, label %20, label %23

20:                                               ; preds = %17
  %21 = call i8* @__cxa_allocate_exception(i32 4) #2
  %22 = bitcast i8* %21 to i32*
  store i32 40, i32* %22, align 16
  invoke void @__cxa_throw(i8* %21, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #5
          to label %75 unwind label %35

23:                                               ; preds = %17
  %24 = call noundef %struct.T* @_ZN1TD2Ev(%struct.T* noundef nonnull align 4 dereferenceable(4) %7) #2
  %25 = invoke noundef %struct.T* @_ZN1TC2Ei(%struct.T* noundef nonnull align 4 dereferenceable(4) %8, i32 noundef 5)
          to label %26 unwind label %60

26:                                               ; preds = %23
  %27 = load i32, i32* %2, align 4
  %28 = icmp eq i32 %27, 1
  br i1 %28, label %29, label %41

29:                                               ; preds = %26
  %30 = invoke noundef %struct.T* @_ZN1TC2Ei(%struct.T* noundef nonnull align 4 dereferenceable(4) %9, i32 noundef 6)
          to label %31 unwind label %57

31:                                               ; preds = %29
  %32 = invoke noundef i32 @_ZNK1T4boomEv(%struct.T* noundef nonnull align 4 dereferenceable(4) %9)
          to label %33 unwind label %38

33:                                               ; preds = %31
  %34 = call noundef %struct.T* @_ZN1TD2Ev(%struct.T* noundef nonnull align 4 dereferenceable(4) %9) #2
  br label %41

35:                                               ; preds = %20
  %36 = cleanuppad within none []
  %37 = call noundef %struct.T* @_ZN1TD2Ev(%struct.T* noundef nonnull align 4 dereferenceable(4) %7) #2 [ "funclet"(token %36) ]
  cleanupret from %36 unwind label %60

38:                                               ; preds = %31
  %39 = cleanuppad within none []
  %40 = call noundef %struct.T* @_ZN1TD2Ev(%struct.T* noundef nonnull align 4 dereferenceable(4) %9) #2 [ "funclet"(token %39) ]
  cleanupret from %39 unwind label %57

41:                                               ; preds = %33, %26
  %42 = load %struct.T*, %struct.T** %5, align 4
  %43 = getelementptr inbounds %struct.T, %struct.T* %42, i32 0, i32 0
  %44 = load i32, i32* %43, align 4
  %45 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.1, i32 0, i32 0), i32 noundef %44)
          to label %46 unwind label %57

46:                                               ; preds = %41
  %47 = call noundef %struct.T* @_ZN1TD2Ev(%struct.T* noundef nonnull align 4 dereferenceable(4) %8) #2
  %48 = call noundef %struct.T* @_ZN1TD2Ev(%struct.T* noundef nonnull align 4 dereferenceable(4) %6) #2
  %49 = call noundef %struct.T* @_ZN1TD2Ev(%struct.T* noundef nonnull align 4 dereferenceable(4) %4) #2
  %50 = invoke noundef %struct.T* @_ZN1TC2Ei(%struct.T* noundef nonnull align 4 dereferenceable(4) %10, i32 noundef 7)
          to label %51 unwind label %72

51:                                               ; preds = %46
  %52 = load i32, i32* %2, align 4
  %53 = icmp eq i32 %52, 2
  br i1 %53, label %54, label %66

54:                                               ; preds = %51
  %55 = call i8* @__cxa_allocate_exception(i32 4) #2
  %56 = bitcast i8* %55 to i32*
  store i32 70, i32* %56, align 16
  invoke void @__cxa_throw(i8* %55, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #5
          to label %75 unwind label %69

57:                                               ; preds = %41, %38, %29
  %58 = cleanuppad within none []
  %59 = call noundef %struct.T* @_ZN1TD2Ev(%struct.T* noundef nonnull align 4 dereferenceable(4) %8) #2 [ "funclet"(token %58) ]
  cleanupret from %58 unwind label %60

60:                                               ; preds = %57, %23, %35, %15
  %61 = cleanuppad within none []
  %62 = call noundef %struct.T* @_ZN1TD2Ev(%struct.T* noundef nonnull align 4 dereferenceable(4) %6) #2 [ "funclet"(token %61) ]
  cleanupret from %61 unwind label %63

63:                                               ; preds = %60, %13
  %64 = cleanuppad within none []
  %65 = call noundef %struct.T* @_ZN1TD2Ev(%struct.T* noundef nonnull align 4 dereferenceable(4) %4) #2 [ "funclet"(token %64) ]
  cleanupret from %64 unwind label %72

66:                                               ; preds = %51
  %67 = call noundef %struct.T* @_ZN1TD2Ev(%struct.T* noundef nonnull align 4 dereferenceable(4) %10) #2
  %68 = call noundef %struct.T* @_ZN1TD2Ev(%struct.T* noundef nonnull align 4 dereferenceable(4) %3) #2
  ret void

69:                                               ; preds = %54
  %70 = cleanuppad within none []
  %71 = call noundef %struct.T* @_ZN1TD2Ev(%struct.T* noundef nonnull align 4 dereferenceable(4) %10) #2 [ "funclet"(token %70) ]
  cleanupret from %70 unwind label %72

72:                                               ; preds = %69, %46, %63, %1
  %73 = cleanuppad within none []
  %74 = call noundef %struct.T* @_ZN1TD2Ev(%struct.T* noundef nonnull align 4 dereferenceable(4) %3) #2 [ "funclet"(token %73) ]
  cleanupret from %73 unwind to caller

75:                                               ; preds = %54, %20
  unreachable
}

declare i32 @__gxx_wasm_personality_v0(...)

; Function Attrs: nounwind
declare i8* @llvm.wasm.get.exception(token) #2

; Function Attrs: nounwind
declare i32 @llvm.wasm.get.ehselector(token) #2

; Function Attrs: nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #3

declare i8* @__cxa_begin_catch(i8*)

declare i32 @printf(i8* noundef, ...) #4

declare void @__cxa_end_catch()

; Function Attrs: noreturn
declare void @llvm.wasm.rethrow() #5

; Function Attrs: noinline optnone
define linkonce_odr hidden noundef %struct.T* @_ZN1TC2Ei(%struct.T* noundef nonnull returned align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #6 comdat {
  %3 = alloca %struct.T*, align 4
  %4 = alloca i32, align 4
  store %struct.T* %0, %struct.T** %3, align 4
  store i32 %1, i32* %4, align 4
  %5 = load %struct.T*, %struct.T** %3, align 4
  %6 = getelementptr inbounds %struct.T, %struct.T* %5, i32 0, i32 0
  %7 = load i32, i32* %4, align 4
  store i32 %7, i32* %6, align 4
  %8 = getelementptr inbounds %struct.T, %struct.T* %5, i32 0, i32 0
  %9 = load i32, i32* %8, align 4
  %10 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.2, i32 0, i32 0), i32 noundef %9)
  ret %struct.T* %5
}

declare i8* @__cxa_allocate_exception(i32)

declare void @__cxa_throw(i8*, i8*, i8*)

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden noundef %struct.T* @_ZN1TD2Ev(%struct.T* noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #7 comdat personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  %2 = alloca %struct.T*, align 4
  store %struct.T* %0, %struct.T** %2, align 4
  %3 = load %struct.T*, %struct.T** %2, align 4
  %4 = getelementptr inbounds %struct.T, %struct.T* %3, i32 0, i32 0
  %5 = load i32, i32* %4, align 4
  %6 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.3, i32 0, i32 0), i32 noundef %5)
          to label %7 unwind label %8

7:                                                ; preds = %1
  ret %struct.T* %3

8:                                                ; preds = %1
  %9 = cleanuppad within none []
  call void @_ZSt9terminatev() #8 [ "funclet"(token %9) ]
  unreachable
}

; Function Attrs: mustprogress noinline optnone
define linkonce_odr hidden noundef i32 @_ZNK1T4boomEv(%struct.T* noundef nonnull align 4 dereferenceable(4) %0) #1 comdat {
  %2 = alloca %struct.T*, align 4
  store %struct.T* %0, %struct.T** %2, align 4
  %3 = load %struct.T*, %struct.T** %2, align 4
  %4 = getelementptr inbounds %struct.T, %struct.T* %3, i32 0, i32 0
  %5 = load i32, i32* %4, align 4
  %6 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.4, i32 0, i32 0), i32 noundef %5)
  %7 = call i8* @__cxa_allocate_exception(i32 4) #2
  %8 = bitcast i8* %7 to i32*
  %9 = getelementptr inbounds %struct.T, %struct.T* %3, i32 0, i32 0
  %10 = load i32, i32* %9, align 4
  store i32 %10, i32* %8, align 16
  call void @__cxa_throw(i8* %7, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #5
  unreachable
}

declare void @_ZSt9terminatev()

attributes #0 = { mustprogress noinline norecurse optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #1 = { mustprogress noinline optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #2 = { nounwind }
attributes #3 = { nounwind readnone }
attributes #4 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #5 = { noreturn }
attributes #6 = { noinline optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #7 = { noinline nounwind optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #8 = { noreturn nounwind }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 14.0.6"}
!2 = distinct !{!2, !3}
!3 = !{!"llvm.loop.mustprogress"}
