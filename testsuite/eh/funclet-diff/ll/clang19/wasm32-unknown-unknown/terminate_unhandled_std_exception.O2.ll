; ModuleID = 'terminate_unhandled_std_exception.cpp'
source_filename = "terminate_unhandled_std_exception.cpp"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

$_ZN2io8DiskFullD0Ev = comdat any

$_ZNK2io8DiskFull4whatEv = comdat any

$_ZTSN2io8DiskFullE = comdat any

$_ZTIN2io8DiskFullE = comdat any

$_ZTVN2io8DiskFullE = comdat any

@.str = private unnamed_addr constant [18 x i8] c"writing block %d\0A\00", align 1
@_ZTVN10__cxxabiv120__si_class_type_infoE = external global [0 x ptr]
@_ZTSN2io8DiskFullE = linkonce_odr hidden constant [15 x i8] c"N2io8DiskFullE\00", comdat, align 1
@_ZTISt9exception = external constant ptr
@_ZTIN2io8DiskFullE = linkonce_odr hidden constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i32 2), ptr @_ZTSN2io8DiskFullE, ptr @_ZTISt9exception }, comdat, align 4
@_ZTVN2io8DiskFullE = linkonce_odr hidden unnamed_addr constant { [5 x ptr] } { [5 x ptr] [ptr null, ptr @_ZTIN2io8DiskFullE, ptr @_ZNSt9exceptionD2Ev, ptr @_ZN2io8DiskFullD0Ev, ptr @_ZNK2io8DiskFull4whatEv] }, comdat, align 4
@.str.1 = private unnamed_addr constant [10 x i8] c"disk full\00", align 1

@__main_void = hidden alias i32 (), ptr @main

; Function Attrs: mustprogress norecurse
define hidden noundef i32 @main() #0 {
  tail call fastcc void @_ZL11write_blocki(i32 noundef 0)
  tail call fastcc void @_ZL11write_blocki(i32 noundef 1)
  tail call fastcc void @_ZL11write_blocki(i32 noundef 2)
  tail call fastcc void @_ZL11write_blocki(i32 noundef 3)
  tail call fastcc void @_ZL11write_blocki(i32 noundef 4)
  ret i32 0
}

; Function Attrs: mustprogress noinline norecurse
define internal fastcc void @_ZL11write_blocki(i32 noundef %0) unnamed_addr #1 {
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %0)
  %3 = icmp eq i32 %0, 2
  br i1 %3, label %4, label %6

4:                                                ; preds = %1
  %5 = tail call ptr @__cxa_allocate_exception(i32 4) #7
  store ptr getelementptr inbounds inrange(-8, 12) (i8, ptr @_ZTVN2io8DiskFullE, i32 8), ptr %5, align 4, !tbaa !2
  tail call void @__cxa_throw(ptr nonnull %5, ptr nonnull @_ZTIN2io8DiskFullE, ptr nonnull @_ZNSt9exceptionD2Ev) #8
  unreachable

6:                                                ; preds = %1
  ret void
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

declare ptr @__cxa_allocate_exception(i32) local_unnamed_addr

; Function Attrs: nounwind
declare noundef ptr @_ZNSt9exceptionD2Ev(ptr noundef nonnull returned align 4 dereferenceable(4)) unnamed_addr #3

declare void @__cxa_throw(ptr, ptr, ptr) local_unnamed_addr

; Function Attrs: inlinehint mustprogress nounwind
define linkonce_odr hidden void @_ZN2io8DiskFullD0Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #4 comdat {
  %2 = tail call noundef ptr @_ZNSt9exceptionD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) #7
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i32 noundef 4) #9
  ret void
}

; Function Attrs: mustprogress nounwind
define linkonce_odr hidden noundef ptr @_ZNK2io8DiskFull4whatEv(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #5 comdat {
  ret ptr @.str.1
}

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPvm(ptr noundef, i32 noundef) local_unnamed_addr #6

attributes #0 = { mustprogress norecurse "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #1 = { mustprogress noinline norecurse "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #3 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #4 = { inlinehint mustprogress nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #5 = { mustprogress nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #6 = { nobuiltin nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #7 = { nounwind }
attributes #8 = { noreturn }
attributes #9 = { builtin nounwind }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!2 = !{!3, !3, i64 0}
!3 = !{!"vtable pointer", !4, i64 0}
!4 = !{!"Simple C++ TBAA"}
