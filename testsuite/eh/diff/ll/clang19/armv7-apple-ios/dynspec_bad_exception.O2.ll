; ModuleID = 'dynspec_bad_exception.cpp'
source_filename = "dynspec_bad_exception.cpp"
target datalayout = "e-m:o-p:32:32-Fi8-f64:32:64-v64:32:64-v128:32:128-a:0:32-n32-S32"
target triple = "thumbv7-apple-ios5.0.0"

@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTS1A = linkonce_odr constant [3 x i8] c"1A\00", align 1
@_ZTI1A = linkonce_odr constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i32 2), ptr @_ZTS1A }, align 4
@_ZTISt13bad_exception = external constant ptr
@_ZTS1B = linkonce_odr constant [3 x i8] c"1B\00", align 1
@_ZTI1B = linkonce_odr constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i32 2), ptr @_ZTS1B }, align 4
@.str.1 = private unnamed_addr constant [26 x i8] c"caught bad_exception: %s\0A\00", align 1
@.str.5 = private unnamed_addr constant [8 x i8] c"~B(%d)\0A\00", align 1
@str = private unnamed_addr constant [9 x i8] c"never: B\00", align 1
@str.6 = private unnamed_addr constant [9 x i8] c"never: A\00", align 1
@str.7 = private unnamed_addr constant [4 x i8] c"end\00", align 1
@str.8 = private unnamed_addr constant [28 x i8] c"unexpected handler: rethrow\00", align 1

; Function Attrs: mustprogress norecurse
define noundef i32 @main() local_unnamed_addr #0 personality ptr @__gxx_personality_sj0 {
  %1 = tail call noundef ptr @_ZSt14set_unexpectedPFvvE(ptr noundef nonnull @_ZL15rethrow_handlerv) #8
  invoke fastcc void @_ZL4speci()
          to label %11 unwind label %2

2:                                                ; preds = %0
  %3 = landingpad { ptr, i32 }
          catch ptr @_ZTI1A
          catch ptr @_ZTISt13bad_exception
          catch ptr @_ZTI1B
  %4 = extractvalue { ptr, i32 } %3, 0
  %5 = extractvalue { ptr, i32 } %3, 1
  %6 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI1A) #8
  %7 = icmp eq i32 %5, %6
  br i1 %7, label %8, label %14

8:                                                ; preds = %2
  %9 = tail call ptr @__cxa_begin_catch(ptr %4) #8
  %10 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.6)
  br label %12

11:                                               ; preds = %0
  unreachable

12:                                               ; preds = %8, %17, %27
  tail call void @__cxa_end_catch()
  %13 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.7)
  ret i32 0

14:                                               ; preds = %2
  %15 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt13bad_exception) #8
  %16 = icmp eq i32 %5, %15
  br i1 %16, label %17, label %24

17:                                               ; preds = %14
  %18 = tail call ptr @__cxa_begin_catch(ptr %4) #8
  %19 = load ptr, ptr %18, align 4, !tbaa !5
  %20 = getelementptr inbounds i8, ptr %19, i32 8
  %21 = load ptr, ptr %20, align 4
  %22 = tail call noundef ptr %21(ptr noundef nonnull align 4 dereferenceable(4) %18) #8
  %23 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, ptr noundef %22)
  br label %12

24:                                               ; preds = %14
  %25 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI1B) #8
  %26 = icmp eq i32 %5, %25
  br i1 %26, label %27, label %30

27:                                               ; preds = %24
  %28 = tail call ptr @__cxa_begin_catch(ptr %4) #8
  %29 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str)
  br label %12

30:                                               ; preds = %24
  resume { ptr, i32 } %3
}

; Function Attrs: nounwind
declare noundef ptr @_ZSt14set_unexpectedPFvvE(ptr noundef) local_unnamed_addr #1

; Function Attrs: mustprogress noreturn
define internal void @_ZL15rethrow_handlerv() #2 {
  %1 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.8)
  tail call void @__cxa_rethrow() #9
  unreachable
}

; Function Attrs: mustprogress noinline norecurse noreturn
define internal fastcc void @_ZL4speci() unnamed_addr #3 personality ptr @__gxx_personality_sj0 {
  %1 = tail call ptr @__cxa_allocate_exception(i32 4) #8
  store i32 5, ptr %1, align 8, !tbaa !8
  invoke void @__cxa_throw(ptr nonnull %1, ptr nonnull @_ZTI1B, ptr nonnull @_ZN1BD1Ev) #9
          to label %9 unwind label %2

2:                                                ; preds = %0
  %3 = landingpad { ptr, i32 }
          filter [2 x ptr] [ptr @_ZTI1A, ptr @_ZTISt13bad_exception]
  %4 = extractvalue { ptr, i32 } %3, 1
  %5 = icmp slt i32 %4, 0
  br i1 %5, label %6, label %8

6:                                                ; preds = %2
  %7 = extractvalue { ptr, i32 } %3, 0
  tail call void @__cxa_call_unexpected(ptr %7) #9
  unreachable

8:                                                ; preds = %2
  resume { ptr, i32 } %3

9:                                                ; preds = %0
  unreachable
}

declare i32 @__gxx_personality_sj0(...)

; Function Attrs: nofree nosync nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #4

declare ptr @__cxa_begin_catch(ptr) local_unnamed_addr

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #5

declare void @__cxa_end_catch() local_unnamed_addr

declare void @__cxa_rethrow() local_unnamed_addr

declare ptr @__cxa_allocate_exception(i32) local_unnamed_addr

; Function Attrs: mustprogress nounwind
define linkonce_odr noundef ptr @_ZN1BD1Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #6 align 2 personality ptr @__gxx_personality_sj0 {
  %2 = load i32, ptr %0, align 4, !tbaa !8
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %2)
  ret ptr %0
}

declare void @__cxa_throw(ptr, ptr, ptr) local_unnamed_addr

declare void @__cxa_call_unexpected(ptr) local_unnamed_addr

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #7

attributes #0 = { mustprogress norecurse "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #2 = { mustprogress noreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #3 = { mustprogress noinline norecurse noreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #4 = { nofree nosync nounwind memory(none) }
attributes #5 = { nofree nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #6 = { mustprogress nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #7 = { nofree nounwind }
attributes #8 = { nounwind }
attributes #9 = { noreturn }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"min_enum_size", i32 4}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"vtable pointer", !7, i64 0}
!7 = !{!"Simple C++ TBAA"}
!8 = !{!9, !10, i64 0}
!9 = !{!"_ZTS1B", !10, i64 0}
!10 = !{!"int", !11, i64 0}
!11 = !{!"omnipotent char", !7, i64 0}
