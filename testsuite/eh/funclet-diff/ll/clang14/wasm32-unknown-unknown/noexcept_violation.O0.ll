; ModuleID = 'noexcept_violation.cpp'
source_filename = "noexcept_violation.cpp"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

%struct.Trace = type { i8* }
%struct.Oops = type { i32 }

$_ZN5TraceC2EPKc = comdat any

$_ZN5TraceD2Ev = comdat any

$_ZTS4Oops = comdat any

$_ZTI4Oops = comdat any

@.str = private unnamed_addr constant [5 x i8] c"main\00", align 1
@.str.1 = private unnamed_addr constant [11 x i8] c"Trace(%s)\0A\00", align 1
@.str.2 = private unnamed_addr constant [9 x i8] c"promise\0A\00", align 1
@.str.3 = private unnamed_addr constant [7 x i8] c"never\0A\00", align 1
@.str.4 = private unnamed_addr constant [8 x i8] c"thrower\00", align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global i8*
@_ZTS4Oops = linkonce_odr hidden constant [6 x i8] c"4Oops\00", comdat, align 1
@_ZTI4Oops = linkonce_odr hidden constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @_ZTS4Oops, i32 0, i32 0) }, comdat, align 4
@.str.5 = private unnamed_addr constant [12 x i8] c"~Trace(%s)\0A\00", align 1

; Function Attrs: mustprogress noinline norecurse optnone
define hidden noundef i32 @__main_argc_argv(i32 noundef %0, i8** noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i8**, align 4
  %6 = alloca %struct.Trace, align 4
  store i32 0, i32* %3, align 4
  store i32 %0, i32* %4, align 4
  store i8** %1, i8*** %5, align 4
  %7 = call noundef %struct.Trace* @_ZN5TraceC2EPKc(%struct.Trace* noundef nonnull align 4 dereferenceable(4) %6, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str, i32 0, i32 0))
  %8 = load i32, i32* %4, align 4
  call void @_ZL7promisei(i32 noundef %8) #6
  store i32 0, i32* %3, align 4
  %9 = call noundef %struct.Trace* @_ZN5TraceD2Ev(%struct.Trace* noundef nonnull align 4 dereferenceable(4) %6) #6
  %10 = load i32, i32* %3, align 4
  ret i32 %10
}

; Function Attrs: noinline optnone
define linkonce_odr hidden noundef %struct.Trace* @_ZN5TraceC2EPKc(%struct.Trace* noundef nonnull returned align 4 dereferenceable(4) %0, i8* noundef %1) unnamed_addr #1 comdat {
  %3 = alloca %struct.Trace*, align 4
  %4 = alloca i8*, align 4
  store %struct.Trace* %0, %struct.Trace** %3, align 4
  store i8* %1, i8** %4, align 4
  %5 = load %struct.Trace*, %struct.Trace** %3, align 4
  %6 = getelementptr inbounds %struct.Trace, %struct.Trace* %5, i32 0, i32 0
  %7 = load i8*, i8** %4, align 4
  store i8* %7, i8** %6, align 4
  %8 = getelementptr inbounds %struct.Trace, %struct.Trace* %5, i32 0, i32 0
  %9 = load i8*, i8** %8, align 4
  %10 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.1, i32 0, i32 0), i8* noundef %9)
  ret %struct.Trace* %5
}

; Function Attrs: mustprogress noinline nounwind optnone
define internal void @_ZL7promisei(i32 noundef %0) #2 personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.2, i32 0, i32 0))
          to label %4 unwind label %9

4:                                                ; preds = %1
  %5 = load i32, i32* %2, align 4
  invoke void @_ZL7throweri(i32 noundef %5)
          to label %6 unwind label %9

6:                                                ; preds = %4
  %7 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.3, i32 0, i32 0))
          to label %8 unwind label %9

8:                                                ; preds = %6
  ret void

9:                                                ; preds = %6, %4, %1
  %10 = cleanuppad within none []
  call void @_ZSt9terminatev() #7 [ "funclet"(token %10) ]
  unreachable
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden noundef %struct.Trace* @_ZN5TraceD2Ev(%struct.Trace* noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #3 comdat personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  %2 = alloca %struct.Trace*, align 4
  store %struct.Trace* %0, %struct.Trace** %2, align 4
  %3 = load %struct.Trace*, %struct.Trace** %2, align 4
  %4 = getelementptr inbounds %struct.Trace, %struct.Trace* %3, i32 0, i32 0
  %5 = load i8*, i8** %4, align 4
  %6 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.5, i32 0, i32 0), i8* noundef %5)
          to label %7 unwind label %8

7:                                                ; preds = %1
  ret %struct.Trace* %3

8:                                                ; preds = %1
  %9 = cleanuppad within none []
  call void @_ZSt9terminatev() #7 [ "funclet"(token %9) ]
  unreachable
}

declare i32 @printf(i8* noundef, ...) #4

declare i32 @__gxx_wasm_personality_v0(...)

declare void @_ZSt9terminatev()

; Function Attrs: mustprogress noinline optnone
define internal void @_ZL7throweri(i32 noundef %0) #5 personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  %2 = alloca i32, align 4
  %3 = alloca %struct.Trace, align 4
  store i32 %0, i32* %2, align 4
  %4 = call noundef %struct.Trace* @_ZN5TraceC2EPKc(%struct.Trace* noundef nonnull align 4 dereferenceable(4) %3, i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.4, i32 0, i32 0))
  %5 = load i32, i32* %2, align 4
  %6 = icmp sgt i32 %5, 0
  br i1 %6, label %7, label %12

7:                                                ; preds = %1
  %8 = call i8* @__cxa_allocate_exception(i32 4) #6
  %9 = bitcast i8* %8 to %struct.Oops*
  %10 = getelementptr inbounds %struct.Oops, %struct.Oops* %9, i32 0, i32 0
  %11 = load i32, i32* %2, align 4
  store i32 %11, i32* %10, align 16
  invoke void @__cxa_throw(i8* %8, i8* bitcast ({ i8*, i8* }* @_ZTI4Oops to i8*), i8* null) #8
          to label %17 unwind label %14

12:                                               ; preds = %1
  %13 = call noundef %struct.Trace* @_ZN5TraceD2Ev(%struct.Trace* noundef nonnull align 4 dereferenceable(4) %3) #6
  ret void

14:                                               ; preds = %7
  %15 = cleanuppad within none []
  %16 = call noundef %struct.Trace* @_ZN5TraceD2Ev(%struct.Trace* noundef nonnull align 4 dereferenceable(4) %3) #6 [ "funclet"(token %15) ]
  cleanupret from %15 unwind to caller

17:                                               ; preds = %7
  unreachable
}

declare i8* @__cxa_allocate_exception(i32)

declare void @__cxa_throw(i8*, i8*, i8*)

attributes #0 = { mustprogress noinline norecurse optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #1 = { noinline optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #2 = { mustprogress noinline nounwind optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #3 = { noinline nounwind optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #4 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #5 = { mustprogress noinline optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #6 = { nounwind }
attributes #7 = { noreturn nounwind }
attributes #8 = { noreturn }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 14.0.6"}
