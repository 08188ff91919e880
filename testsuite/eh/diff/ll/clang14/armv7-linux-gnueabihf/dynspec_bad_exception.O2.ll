; ModuleID = 'dynspec_bad_exception.cpp'
source_filename = "dynspec_bad_exception.cpp"
target datalayout = "e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64"
target triple = "armv7-unknown-linux-gnueabihf"

%"class.std::bad_exception" = type { %"class.std::exception" }
%"class.std::exception" = type { i32 (...)** }
%struct.B = type { i32 }

$_ZN1BD2Ev = comdat any

$_ZTS1A = comdat any

$_ZTI1A = comdat any

$_ZTS1B = comdat any

$_ZTI1B = comdat any

@_ZTVN10__cxxabiv117__class_type_infoE = external global i8*
@_ZTS1A = linkonce_odr dso_local constant [3 x i8] c"1A\00", comdat, align 1
@_ZTI1A = linkonce_odr dso_local constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @_ZTS1A, i32 0, i32 0) }, comdat, align 4
@_ZTISt13bad_exception = external constant i8*
@_ZTS1B = linkonce_odr dso_local constant [3 x i8] c"1B\00", comdat, align 1
@_ZTI1B = linkonce_odr dso_local constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @_ZTS1B, i32 0, i32 0) }, comdat, align 4
@.str.1 = private unnamed_addr constant [26 x i8] c"caught bad_exception: %s\0A\00", align 1
@.str.5 = private unnamed_addr constant [8 x i8] c"~B(%d)\0A\00", align 1
@str = private unnamed_addr constant [9 x i8] c"never: B\00", align 1
@str.6 = private unnamed_addr constant [4 x i8] c"end\00", align 1
@str.7 = private unnamed_addr constant [9 x i8] c"never: A\00", align 1
@str.8 = private unnamed_addr constant [28 x i8] c"unexpected handler: rethrow\00", align 1

; Function Attrs: mustprogress norecurse
define dso_local noundef i32 @main() local_unnamed_addr #0 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %1 = tail call noundef void ()* @_ZSt14set_unexpectedPFvvE(void ()* noundef nonnull @_ZL15rethrow_handlerv) #8
  invoke fastcc void @_ZL4speci()
          to label %12 unwind label %2

2:                                                ; preds = %0
  %3 = landingpad { i8*, i32 }
          catch i8* bitcast ({ i8*, i8* }* @_ZTI1A to i8*)
          catch i8* bitcast (i8** @_ZTISt13bad_exception to i8*)
          catch i8* bitcast ({ i8*, i8* }* @_ZTI1B to i8*)
  %4 = extractvalue { i8*, i32 } %3, 0
  %5 = extractvalue { i8*, i32 } %3, 1
  %6 = tail call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI1A to i8*)) #8
  %7 = icmp eq i32 %5, %6
  br i1 %7, label %8, label %14

8:                                                ; preds = %2
  %9 = tail call i8* @__cxa_begin_catch(i8* %4) #8
  %10 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @str.7, i32 0, i32 0))
  br label %11

11:                                               ; preds = %29, %17, %8
  tail call void @__cxa_end_catch()
  br label %12

12:                                               ; preds = %11, %0
  %13 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @str.6, i32 0, i32 0))
  ret i32 0

14:                                               ; preds = %2
  %15 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTISt13bad_exception to i8*)) #8
  %16 = icmp eq i32 %5, %15
  br i1 %16, label %17, label %26

17:                                               ; preds = %14
  %18 = tail call i8* @__cxa_begin_catch(i8* %4) #8
  %19 = bitcast i8* %18 to %"class.std::bad_exception"*
  %20 = bitcast i8* %18 to i8* (%"class.std::bad_exception"*)***
  %21 = load i8* (%"class.std::bad_exception"*)**, i8* (%"class.std::bad_exception"*)*** %20, align 4, !tbaa !9
  %22 = getelementptr inbounds i8* (%"class.std::bad_exception"*)*, i8* (%"class.std::bad_exception"*)** %21, i32 2
  %23 = load i8* (%"class.std::bad_exception"*)*, i8* (%"class.std::bad_exception"*)** %22, align 4
  %24 = tail call noundef i8* %23(%"class.std::bad_exception"* noundef nonnull align 4 dereferenceable(4) %19) #8
  %25 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([26 x i8], [26 x i8]* @.str.1, i32 0, i32 0), i8* noundef %24)
  br label %11

26:                                               ; preds = %14
  %27 = tail call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI1B to i8*)) #8
  %28 = icmp eq i32 %5, %27
  br i1 %28, label %29, label %32

29:                                               ; preds = %26
  %30 = tail call i8* @__cxa_begin_catch(i8* %4) #8
  %31 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @str, i32 0, i32 0))
  br label %11

32:                                               ; preds = %26
  resume { i8*, i32 } %3
}

; Function Attrs: nounwind
declare noundef void ()* @_ZSt14set_unexpectedPFvvE(void ()* noundef) local_unnamed_addr #1

; Function Attrs: mustprogress norecurse noreturn
define internal void @_ZL15rethrow_handlerv() #2 {
  %1 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([28 x i8], [28 x i8]* @str.8, i32 0, i32 0))
  tail call void @__cxa_rethrow() #9
  unreachable
}

; Function Attrs: mustprogress noinline norecurse noreturn
define internal fastcc void @_ZL4speci() unnamed_addr #3 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %1 = tail call i8* @__cxa_allocate_exception(i32 4) #8
  %2 = bitcast i8* %1 to i32*
  store i32 5, i32* %2, align 8, !tbaa !12
  invoke void @__cxa_throw(i8* nonnull %1, i8* bitcast ({ i8*, i8* }* @_ZTI1B to i8*), i8* bitcast (%struct.B* (%struct.B*)* @_ZN1BD2Ev to i8*)) #9
          to label %10 unwind label %3

3:                                                ; preds = %0
  %4 = landingpad { i8*, i32 }
          filter [2 x i8*] [i8* bitcast ({ i8*, i8* }* @_ZTI1A to i8*), i8* bitcast (i8** @_ZTISt13bad_exception to i8*)]
  %5 = extractvalue { i8*, i32 } %4, 1
  %6 = icmp slt i32 %5, 0
  br i1 %6, label %7, label %9

7:                                                ; preds = %3
  %8 = extractvalue { i8*, i32 } %4, 0
  tail call void @__cxa_call_unexpected(i8* %8) #9
  unreachable

9:                                                ; preds = %3
  resume { i8*, i32 } %4

10:                                               ; preds = %0
  unreachable
}

declare i32 @__gxx_personality_v0(...)

; Function Attrs: nofree nosync nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #4

declare i8* @__cxa_begin_catch(i8*) local_unnamed_addr

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #5

declare void @__cxa_end_catch() local_unnamed_addr

declare void @__cxa_rethrow() local_unnamed_addr

declare i8* @__cxa_allocate_exception(i32) local_unnamed_addr

; Function Attrs: nounwind
define linkonce_odr dso_local noundef %struct.B* @_ZN1BD2Ev(%struct.B* noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #6 comdat align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %2 = getelementptr inbounds %struct.B, %struct.B* %0, i32 0, i32 0
  %3 = load i32, i32* %2, align 4, !tbaa !12
  %4 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([8 x i8], [8 x i8]* @.str.5, i32 0, i32 0), i32 noundef %3)
  ret %struct.B* %0
}

declare void @__cxa_throw(i8*, i8*, i8*) local_unnamed_addr

declare void @__cxa_call_unexpected(i8*) local_unnamed_addr

; Function Attrs: nofree nounwind
declare noundef i32 @puts(i8* nocapture noundef readonly) local_unnamed_addr #7

attributes #0 = { mustprogress norecurse "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #2 = { mustprogress norecurse noreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #3 = { mustprogress noinline norecurse noreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #4 = { nofree nosync nounwind readnone }
attributes #5 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #6 = { nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #7 = { nofree nounwind }
attributes #8 = { nounwind }
attributes #9 = { noreturn }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"min_enum_size", i32 4}
!2 = !{i32 1, !"branch-target-enforcement", i32 0}
!3 = !{i32 1, !"sign-return-address", i32 0}
!4 = !{i32 1, !"sign-return-address-all", i32 0}
!5 = !{i32 1, !"sign-return-address-with-bkey", i32 0}
!6 = !{i32 7, !"PIC Level", i32 2}
!7 = !{i32 7, !"PIE Level", i32 2}
!8 = !{!"Debian clang version 14.0.6"}
!9 = !{!10, !10, i64 0}
!10 = !{!"vtable pointer", !11, i64 0}
!11 = !{!"Simple C++ TBAA"}
!12 = !{!13, !14, i64 0}
!13 = !{!"_ZTS1B", !14, i64 0}
!14 = !{!"int", !15, i64 0}
!15 = !{!"omnipotent char", !11, i64 0}
