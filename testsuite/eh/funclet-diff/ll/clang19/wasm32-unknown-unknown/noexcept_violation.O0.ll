; ModuleID = 'noexcept_violation.cpp'
source_filename = "noexcept_violation.cpp"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

%struct.Trace = type { ptr }
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
@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTS4Oops = linkonce_odr hidden constant [6 x i8] c"4Oops\00", comdat, align 1
@_ZTI4Oops = linkonce_odr hidden constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i32 2), ptr @_ZTS4Oops }, comdat, align 4
@.str.5 = private unnamed_addr constant [12 x i8] c"~Trace(%s)\0A\00", align 1

; Function Attrs: mustprogress noinline norecurse optnone
define hidden noundef i32 @__main_argc_argv(i32 noundef %0, ptr noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 4
  %6 = alloca %struct.Trace, align 4
  store i32 0, ptr %3, align 4
  store i32 %0, ptr %4, align 4
  store ptr %1, ptr %5, align 4
  %7 = call noundef ptr @_ZN5TraceC2EPKc(ptr noundef nonnull align 4 dereferenceable(4) %6, ptr noundef @.str)
  %8 = load i32, ptr %4, align 4
  call void @_ZL7promisei(i32 noundef %8) #4
  store i32 0, ptr %3, align 4
  %9 = call noundef ptr @_ZN5TraceD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %6) #4
  %10 = load i32, ptr %3, align 4
  ret i32 %10
}

; Function Attrs: mustprogress noinline optnone
define linkonce_odr hidden noundef ptr @_ZN5TraceC2EPKc(ptr noundef nonnull returned align 4 dereferenceable(4) %0, ptr noundef %1) unnamed_addr #1 comdat {
  %3 = alloca ptr, align 4
  %4 = alloca ptr, align 4
  store ptr %0, ptr %3, align 4
  store ptr %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 4
  %6 = getelementptr inbounds %struct.Trace, ptr %5, i32 0, i32 0
  %7 = load ptr, ptr %4, align 4
  store ptr %7, ptr %6, align 4
  %8 = getelementptr inbounds %struct.Trace, ptr %5, i32 0, i32 0
  %9 = load ptr, ptr %8, align 4
  %10 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, ptr noundef %9)
  ret ptr %5
}

; Function Attrs: mustprogress noinline nounwind optnone
define internal void @_ZL7promisei(i32 noundef %0) #2 personality ptr @__gxx_wasm_personality_v0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.2)
          to label %4 unwind label %9

4:                                                ; preds = %1
  %5 = load i32, ptr %2, align 4
  invoke void @_ZL7throweri(i32 noundef %5)
          to label %6 unwind label %9

6:                                                ; preds = %4
  %7 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.3)
          to label %8 unwind label %9

8:                                                ; preds = %6
  ret void

9:                                                ; preds = %6, %4, %1
  %10 = cleanuppad within none []
  call void @_ZSt9terminatev() #5 [ "funclet"(token %10) ]
  unreachable
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZN5TraceD2Ev(ptr noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #2 comdat personality ptr @__gxx_wasm_personality_v0 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds %struct.Trace, ptr %3, i32 0, i32 0
  %5 = load ptr, ptr %4, align 4
  %6 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.5, ptr noundef %5)
          to label %7 unwind label %8

7:                                                ; preds = %1
  ret ptr %3

8:                                                ; preds = %1
  %9 = cleanuppad within none []
  call void @_ZSt9terminatev() #5 [ "funclet"(token %9) ]
  unreachable
}

declare i32 @printf(ptr noundef, ...) #3

declare i32 @__gxx_wasm_personality_v0(...)

declare void @_ZSt9terminatev()

; Function Attrs: mustprogress noinline optnone
define internal void @_ZL7throweri(i32 noundef %0) #1 personality ptr @__gxx_wasm_personality_v0 {
  %2 = alloca i32, align 4
  %3 = alloca %struct.Trace, align 4
  store i32 %0, ptr %2, align 4
  %4 = call noundef ptr @_ZN5TraceC2EPKc(ptr noundef nonnull align 4 dereferenceable(4) %3, ptr noundef @.str.4)
  %5 = load i32, ptr %2, align 4
  %6 = icmp sgt i32 %5, 0
  br i1 %6, label %7, label %11

7:                                                ; preds = %1
  %8 = call ptr @__cxa_allocate_exception(i32 4) #4
  %9 = getelementptr inbounds %struct.Oops, ptr %8, i32 0, i32 0
  %10 = load i32, ptr %2, align 4
  store i32 %10, ptr %9, align 16
  invoke void @__cxa_throw(ptr %8, ptr @_ZTI4Oops, ptr null) #6
          to label %16 unwind label %13

11:                                               ; preds = %1
  %12 = call noundef ptr @_ZN5TraceD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %3) #4
  ret void

13:                                               ; preds = %7
  %14 = cleanuppad within none []
  %15 = call noundef ptr @_ZN5TraceD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %3) #4 [ "funclet"(token %14) ]
  cleanupret from %14 unwind to caller

16:                                               ; preds = %7
  unreachable
}

declare ptr @__cxa_allocate_exception(i32)

declare void @__cxa_throw(ptr, ptr, ptr)

attributes #0 = { mustprogress noinline norecurse optnone "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #1 = { mustprogress noinline optnone "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #2 = { mustprogress noinline nounwind optnone "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #3 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #4 = { nounwind }
attributes #5 = { noreturn nounwind }
attributes #6 = { noreturn }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
