; ModuleID = 'set_terminate_handler.cpp'
source_filename = "set_terminate_handler.cpp"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

$_ZTS9Unhandled = comdat any

$_ZTI9Unhandled = comdat any

@.str = private unnamed_addr constant [21 x i8] c"old handler set: %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [29 x i8] c"second set returns mine: %d\0A\00", align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTS9Unhandled = linkonce_odr hidden constant [11 x i8] c"9Unhandled\00", comdat, align 1
@_ZTI9Unhandled = linkonce_odr hidden constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i32 2), ptr @_ZTS9Unhandled }, comdat, align 4
@.str.4 = private unnamed_addr constant [35 x i8] c"current exception is Unhandled %d\0A\00", align 1
@str = private unnamed_addr constant [20 x i8] c"my_terminate called\00", align 1
@str.5 = private unnamed_addr constant [21 x i8] c"some other exception\00", align 1

@__main_void = hidden alias i32 (), ptr @main

; Function Attrs: mustprogress norecurse noreturn
define hidden noundef i32 @main() #0 {
  %1 = tail call noundef ptr @_ZSt13set_terminatePFvvE(ptr noundef nonnull @_ZL12my_terminatev) #8
  %2 = icmp ne ptr %1, null
  %3 = zext i1 %2 to i32
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %3)
  %5 = tail call noundef ptr @_ZSt13set_terminatePFvvE(ptr noundef nonnull @_ZL12my_terminatev) #8
  %6 = icmp eq ptr %5, @_ZL12my_terminatev
  %7 = zext i1 %6 to i32
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %7)
  %9 = tail call ptr @__cxa_allocate_exception(i32 4) #8
  store i32 9, ptr %9, align 16, !tbaa !2
  tail call void @__cxa_throw(ptr nonnull %9, ptr nonnull @_ZTI9Unhandled, ptr null) #9
  unreachable
}

; Function Attrs: nounwind
declare noundef ptr @_ZSt13set_terminatePFvvE(ptr noundef) local_unnamed_addr #1

; Function Attrs: mustprogress noreturn
define internal void @_ZL12my_terminatev() #2 personality ptr @__gxx_wasm_personality_v0 {
  %1 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str)
  invoke void @__cxa_rethrow() #9
          to label %17 unwind label %2

2:                                                ; preds = %0
  %3 = catchswitch within none [label %4] unwind to caller

4:                                                ; preds = %2
  %5 = catchpad within %3 [ptr @_ZTI9Unhandled, ptr null]
  %6 = tail call ptr @llvm.wasm.get.exception(token %5)
  %7 = tail call i32 @llvm.wasm.get.ehselector(token %5)
  %8 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI9Unhandled) #8
  %9 = icmp eq i32 %7, %8
  %10 = call ptr @__cxa_begin_catch(ptr %6) #8 [ "funclet"(token %5) ]
  br i1 %9, label %11, label %15

11:                                               ; preds = %4
  %12 = load i32, ptr %10, align 4, !tbaa !2
  %13 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %12) [ "funclet"(token %5) ]
  call void @__cxa_end_catch() [ "funclet"(token %5) ]
  catchret from %5 to label %14

14:                                               ; preds = %15, %11
  tail call void @exit(i32 noundef 3) #9
  unreachable

15:                                               ; preds = %4
  %16 = call i32 @puts(ptr nonnull dereferenceable(1) @str.5) [ "funclet"(token %5) ]
  call void @__cxa_end_catch() [ "funclet"(token %5) ]
  catchret from %5 to label %14

17:                                               ; preds = %0
  unreachable
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

declare ptr @__cxa_allocate_exception(i32) local_unnamed_addr

declare void @__cxa_throw(ptr, ptr, ptr) local_unnamed_addr

declare void @__cxa_rethrow() local_unnamed_addr

declare i32 @__gxx_wasm_personality_v0(...)

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare ptr @llvm.wasm.get.exception(token) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare i32 @llvm.wasm.get.ehselector(token) #4

; Function Attrs: nofree nosync nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #5

declare ptr @__cxa_begin_catch(ptr) local_unnamed_addr

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: noreturn
declare void @exit(i32 noundef) local_unnamed_addr #6

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #7

attributes #0 = { mustprogress norecurse noreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #1 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #2 = { mustprogress noreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #5 = { nofree nosync nounwind memory(none) }
attributes #6 = { noreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #7 = { nofree nounwind }
attributes #8 = { nounwind }
attributes #9 = { noreturn }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!2 = !{!3, !4, i64 0}
!3 = !{!"_ZTS9Unhandled", !4, i64 0}
!4 = !{!"int", !5, i64 0}
!5 = !{!"omnipotent char", !6, i64 0}
!6 = !{!"Simple C++ TBAA"}
