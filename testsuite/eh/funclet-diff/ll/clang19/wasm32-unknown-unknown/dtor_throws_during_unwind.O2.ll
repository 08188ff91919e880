; ModuleID = 'dtor_throws_during_unwind.cpp'
source_filename = "dtor_throws_during_unwind.cpp"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

$_ZTS5First = comdat any

$_ZTI5First = comdat any

$_ZTS6Second = comdat any

$_ZTI6Second = comdat any

@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTS5First = linkonce_odr hidden constant [7 x i8] c"5First\00", comdat, align 1
@_ZTI5First = linkonce_odr hidden constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i32 2), ptr @_ZTS5First }, comdat, align 4
@_ZTS6Second = linkonce_odr hidden constant [8 x i8] c"6Second\00", comdat, align 1
@_ZTI6Second = linkonce_odr hidden constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i32 2), ptr @_ZTS6Second }, comdat, align 4
@str = private unnamed_addr constant [14 x i8] c"never: caught\00", align 1
@str.4 = private unnamed_addr constant [15 x i8] c"throwing First\00", align 1
@str.5 = private unnamed_addr constant [19 x i8] c"~Bad throws Second\00", align 1

@__main_void = hidden alias i32 (), ptr @main

; Function Attrs: mustprogress norecurse
define hidden noundef i32 @main() #0 personality ptr @__gxx_wasm_personality_v0 {
  invoke fastcc void @_ZL4workv()
          to label %9 unwind label %1

1:                                                ; preds = %0
  %2 = catchswitch within none [label %3] unwind to caller

3:                                                ; preds = %1
  %4 = catchpad within %2 [ptr null]
  %5 = tail call ptr @llvm.wasm.get.exception(token %4)
  %6 = tail call i32 @llvm.wasm.get.ehselector(token %4)
  %7 = call ptr @__cxa_begin_catch(ptr %5) #4 [ "funclet"(token %4) ]
  %8 = call i32 @puts(ptr nonnull dereferenceable(1) @str) [ "funclet"(token %4) ]
  call void @__cxa_end_catch() [ "funclet"(token %4) ]
  catchret from %4 to label %10

9:                                                ; preds = %0
  unreachable

10:                                               ; preds = %3
  ret i32 0
}

; Function Attrs: mustprogress noinline norecurse noreturn
define internal fastcc void @_ZL4workv() unnamed_addr #1 personality ptr @__gxx_wasm_personality_v0 {
  %1 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.4)
  %2 = tail call ptr @__cxa_allocate_exception(i32 4) #4
  store i32 1, ptr %2, align 16, !tbaa !2
  invoke void @__cxa_throw(ptr nonnull %2, ptr nonnull @_ZTI5First, ptr null) #5
          to label %8 unwind label %3

3:                                                ; preds = %0
  %4 = cleanuppad within none []
  %5 = call i32 @puts(ptr nonnull dereferenceable(1) @str.5) [ "funclet"(token %4) ]
  %6 = call ptr @__cxa_allocate_exception(i32 4) #4 [ "funclet"(token %4) ]
  store i32 2, ptr %6, align 16, !tbaa !7
  invoke void @__cxa_throw(ptr nonnull %6, ptr nonnull @_ZTI6Second, ptr null) #5 [ "funclet"(token %4) ]
          to label %7 unwind label %9

7:                                                ; preds = %3
  unreachable

8:                                                ; preds = %0
  unreachable

9:                                                ; preds = %3
  %10 = cleanuppad within %4 []
  call void @_ZSt9terminatev() #6 [ "funclet"(token %10) ]
  unreachable
}

declare i32 @__gxx_wasm_personality_v0(...)

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare ptr @llvm.wasm.get.exception(token) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare i32 @llvm.wasm.get.ehselector(token) #2

declare ptr @__cxa_begin_catch(ptr) local_unnamed_addr

declare void @__cxa_end_catch() local_unnamed_addr

declare void @_ZSt9terminatev() local_unnamed_addr

declare ptr @__cxa_allocate_exception(i32) local_unnamed_addr

declare void @__cxa_throw(ptr, ptr, ptr) local_unnamed_addr

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #3

attributes #0 = { mustprogress norecurse "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #1 = { mustprogress noinline norecurse noreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #3 = { nofree nounwind }
attributes #4 = { nounwind }
attributes #5 = { noreturn }
attributes #6 = { noreturn nounwind }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!2 = !{!3, !4, i64 0}
!3 = !{!"_ZTS5First", !4, i64 0}
!4 = !{!"int", !5, i64 0}
!5 = !{!"omnipotent char", !6, i64 0}
!6 = !{!"Simple C++ TBAA"}
!7 = !{!8, !4, i64 0}
!8 = !{!"_ZTS6Second", !4, i64 0}
