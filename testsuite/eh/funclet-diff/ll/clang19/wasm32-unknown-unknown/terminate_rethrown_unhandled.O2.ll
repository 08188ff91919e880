; ModuleID = 'terminate_rethrown_unhandled.cpp'
source_filename = "terminate_rethrown_unhandled.cpp"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

$_ZTS4Lost = comdat any

$_ZTI4Lost = comdat any

@.str = private unnamed_addr constant [5 x i8] c"main\00", align 1
@.str.1 = private unnamed_addr constant [7 x i8] c"middle\00", align 1
@.str.3 = private unnamed_addr constant [8 x i8] c"thrower\00", align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTS4Lost = linkonce_odr hidden constant [6 x i8] c"4Lost\00", comdat, align 1
@_ZTI4Lost = linkonce_odr hidden constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i32 2), ptr @_ZTS4Lost }, comdat, align 4
@.str.4 = private unnamed_addr constant [12 x i8] c"~Local(%s)\0A\00", align 1
@str = private unnamed_addr constant [28 x i8] c"middle: cleanup and rethrow\00", align 1

@__main_void = hidden alias i32 (), ptr @main

; Function Attrs: mustprogress norecurse noreturn
define hidden noundef i32 @main() #0 personality ptr @__gxx_wasm_personality_v0 {
  invoke fastcc void @_ZL6middlev()
          to label %1 unwind label %2

1:                                                ; preds = %0
  unreachable

2:                                                ; preds = %0
  %3 = cleanuppad within none []
  %4 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull @.str) [ "funclet"(token %3) ]
  cleanupret from %3 unwind to caller
}

; Function Attrs: mustprogress noinline norecurse noreturn
define internal fastcc void @_ZL6middlev() unnamed_addr #1 personality ptr @__gxx_wasm_personality_v0 {
  invoke fastcc void @_ZL7throwerv()
          to label %12 unwind label %1

1:                                                ; preds = %0
  %2 = catchswitch within none [label %3] unwind label %13

3:                                                ; preds = %1
  %4 = catchpad within %2 [ptr null]
  %5 = tail call ptr @llvm.wasm.get.exception(token %4)
  %6 = tail call i32 @llvm.wasm.get.ehselector(token %4)
  %7 = call ptr @__cxa_begin_catch(ptr %5) #5 [ "funclet"(token %4) ]
  %8 = call i32 @puts(ptr nonnull dereferenceable(1) @str) [ "funclet"(token %4) ]
  invoke void @__cxa_rethrow() #6 [ "funclet"(token %4) ]
          to label %16 unwind label %9

9:                                                ; preds = %3
  %10 = cleanuppad within %4 []
  invoke void @__cxa_end_catch() [ "funclet"(token %10) ]
          to label %11 unwind label %17

11:                                               ; preds = %9
  cleanupret from %10 unwind label %13

12:                                               ; preds = %0
  unreachable

13:                                               ; preds = %11, %1
  %14 = cleanuppad within none []
  %15 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull @.str.1) [ "funclet"(token %14) ]
  cleanupret from %14 unwind to caller

16:                                               ; preds = %3
  unreachable

17:                                               ; preds = %9
  %18 = cleanuppad within %10 []
  call void @_ZSt9terminatev() #7 [ "funclet"(token %18) ]
  unreachable
}

declare i32 @__gxx_wasm_personality_v0(...)

; Function Attrs: mustprogress noinline norecurse noreturn
define internal fastcc void @_ZL7throwerv() unnamed_addr #1 personality ptr @__gxx_wasm_personality_v0 {
  %1 = tail call ptr @__cxa_allocate_exception(i32 4) #5
  store i32 1, ptr %1, align 16, !tbaa !2
  invoke void @__cxa_throw(ptr nonnull %1, ptr nonnull @_ZTI4Lost, ptr null) #6
          to label %5 unwind label %2

2:                                                ; preds = %0
  %3 = cleanuppad within none []
  %4 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull @.str.3) [ "funclet"(token %3) ]
  cleanupret from %3 unwind to caller

5:                                                ; preds = %0
  unreachable
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare ptr @llvm.wasm.get.exception(token) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare i32 @llvm.wasm.get.ehselector(token) #2

declare ptr @__cxa_begin_catch(ptr) local_unnamed_addr

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

declare void @__cxa_rethrow() local_unnamed_addr

declare void @__cxa_end_catch() local_unnamed_addr

declare void @_ZSt9terminatev() local_unnamed_addr

declare ptr @__cxa_allocate_exception(i32) local_unnamed_addr

declare void @__cxa_throw(ptr, ptr, ptr) local_unnamed_addr

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #4

attributes #0 = { mustprogress norecurse noreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #1 = { mustprogress noinline norecurse noreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #4 = { nofree nounwind }
attributes #5 = { nounwind }
attributes #6 = { noreturn }
attributes #7 = { noreturn nounwind }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!2 = !{!3, !4, i64 0}
!3 = !{!"_ZTS4Lost", !4, i64 0}
!4 = !{!"int", !5, i64 0}
!5 = !{!"omnipotent char", !6, i64 0}
!6 = !{!"Simple C++ TBAA"}
