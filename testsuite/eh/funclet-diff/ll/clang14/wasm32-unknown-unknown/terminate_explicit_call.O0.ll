; ModuleID = 'terminate_explicit_call.cpp'
source_filename = "terminate_explicit_call.cpp"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

%struct.Local = type { i8 }

$_ZN5LocalD2Ev = comdat any

@.str = private unnamed_addr constant [24 x i8] c"calling std::terminate\0A\00", align 1
@.str.1 = private unnamed_addr constant [16 x i8] c"~Local (never)\0A\00", align 1
@llvm.used = appending global [1 x i8*] [i8* bitcast (i32 ()* @__main_void to i8*)], section "llvm.metadata"

@__main_void = alias i32 (), i32 ()* @main

; Function Attrs: mustprogress noinline norecurse optnone
define hidden noundef i32 @main() #0 personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  %1 = alloca i32, align 4
  %2 = alloca %struct.Local, align 1
  store i32 0, i32* %1, align 4
  %3 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([24 x i8], [24 x i8]* @.str, i32 0, i32 0))
          to label %4 unwind label %5

4:                                                ; preds = %0
  call void @_ZSt9terminatev() #4
  unreachable

5:                                                ; preds = %0
  %6 = cleanuppad within none []
  %7 = call noundef %struct.Local* @_ZN5LocalD2Ev(%struct.Local* noundef nonnull align 1 dereferenceable(1) %2) #5 [ "funclet"(token %6) ]
  cleanupret from %6 unwind to caller
}

declare i32 @printf(i8* noundef, ...) #1

declare i32 @__gxx_wasm_personality_v0(...)

; Function Attrs: noreturn nounwind
declare void @_ZSt9terminatev() #2

; Function Attrs: noinline nounwind optnone
define linkonce_odr hidden noundef %struct.Local* @_ZN5LocalD2Ev(%struct.Local* noundef nonnull returned align 1 dereferenceable(1) %0) unnamed_addr #3 comdat personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  %2 = alloca %struct.Local*, align 4
  store %struct.Local* %0, %struct.Local** %2, align 4
  %3 = load %struct.Local*, %struct.Local** %2, align 4
  %4 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.1, i32 0, i32 0))
          to label %5 unwind label %6

5:                                                ; preds = %1
  ret %struct.Local* %3

6:                                                ; preds = %1
  %7 = cleanuppad within none []
  call void @_ZSt9terminatev() #4 [ "funclet"(token %7) ]
  unreachable
}

attributes #0 = { mustprogress noinline norecurse optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #1 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #2 = { noreturn nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #3 = { noinline nounwind optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #4 = { noreturn nounwind }
attributes #5 = { nounwind }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 14.0.6"}
