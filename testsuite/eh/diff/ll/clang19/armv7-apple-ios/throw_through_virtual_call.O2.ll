; ModuleID = 'throw_through_virtual_call.cpp'
source_filename = "throw_through_virtual_call.cpp"
target datalayout = "e-m:o-p:32:32-Fi8-f64:32:64-v64:32:64-v128:32:128-a:0:32-n32-S32"
target triple = "thumbv7-apple-ios5.0.0"

%struct.Square = type { %struct.Shape, i32 }
%struct.Shape = type { ptr }
%struct.Both = type { %struct.Left, %struct.Right }
%struct.Left = type { ptr, i32 }
%struct.Right = type { ptr, i32 }
%struct.VDer = type { %struct.VBase }
%struct.VBase = type { ptr }

@.str = private unnamed_addr constant [9 x i8] c"area %d\0A\00", align 1
@_ZTIi = external constant ptr
@.str.1 = private unnamed_addr constant [15 x i8] c"area threw %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [16 x i8] c"thunk threw %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [29 x i8] c"virtual-base thunk threw %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [17 x i8] c"delete threw %d\0A\00", align 1
@_ZTV6Square = linkonce_odr unnamed_addr constant { [5 x ptr] } { [5 x ptr] [ptr null, ptr @_ZTI6Square, ptr @_ZN6SquareD1Ev, ptr @_ZN6SquareD0Ev, ptr @_ZNK6Square4areaEv] }, align 4
@_ZTVN10__cxxabiv120__si_class_type_infoE = external global [0 x ptr]
@_ZTS6Square = linkonce_odr constant [8 x i8] c"6Square\00", align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTS5Shape = linkonce_odr constant [7 x i8] c"5Shape\00", align 1
@_ZTI5Shape = linkonce_odr constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i32 2), ptr @_ZTS5Shape }, align 4
@_ZTI6Square = linkonce_odr constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i32 2), ptr @_ZTS6Square, ptr @_ZTI5Shape }, align 4
@_ZTV4Both = linkonce_odr unnamed_addr constant { [6 x ptr], [5 x ptr] } { [6 x ptr] [ptr null, ptr @_ZTI4Both, ptr @_ZN4BothD1Ev, ptr @_ZN4BothD0Ev, ptr @_ZN4Left4leftEv, ptr @_ZN4Both5rightEv], [5 x ptr] [ptr inttoptr (i32 -8 to ptr), ptr @_ZTI4Both, ptr @_ZThn8_N4BothD1Ev, ptr @_ZThn8_N4BothD0Ev, ptr @_ZThn8_N4Both5rightEv] }, align 4
@_ZTVN10__cxxabiv121__vmi_class_type_infoE = external global [0 x ptr]
@_ZTS4Both = linkonce_odr constant [6 x i8] c"4Both\00", align 1
@_ZTS4Left = linkonce_odr constant [6 x i8] c"4Left\00", align 1
@_ZTI4Left = linkonce_odr constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i32 2), ptr @_ZTS4Left }, align 4
@_ZTS5Right = linkonce_odr constant [7 x i8] c"5Right\00", align 1
@_ZTI5Right = linkonce_odr constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i32 2), ptr @_ZTS5Right }, align 4
@_ZTI4Both = linkonce_odr constant { ptr, ptr, i32, i32, ptr, i32, ptr, i32 } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i32 2), ptr @_ZTS4Both, i32 0, i32 2, ptr @_ZTI4Left, i32 2, ptr @_ZTI5Right, i32 2050 }, align 4
@_ZTV4VDer = linkonce_odr unnamed_addr constant { [8 x ptr] } { [8 x ptr] [ptr null, ptr null, ptr null, ptr null, ptr @_ZTI4VDer, ptr @_ZN4VDerD1Ev, ptr @_ZN4VDerD0Ev, ptr @_ZN4VDer1vEv] }, align 4
@_ZTS4VDer = linkonce_odr constant [6 x i8] c"4VDer\00", align 1
@_ZTS5VBase = linkonce_odr constant [7 x i8] c"5VBase\00", align 1
@_ZTI5VBase = linkonce_odr constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i32 2), ptr @_ZTS5VBase }, align 4
@_ZTI4VDer = linkonce_odr constant { ptr, ptr, i32, i32, ptr, i32 } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i32 2), ptr @_ZTS4VDer, i32 0, i32 1, ptr @_ZTI5VBase, i32 -5117 }, align 4
@str = private unnamed_addr constant [15 x i8] c"~Breaks throws\00", align 1

; Function Attrs: mustprogress norecurse
define noundef i32 @main() local_unnamed_addr #0 personality ptr @__gxx_personality_sj0 {
  %1 = alloca %struct.Square, align 4
  %2 = alloca %struct.Square, align 4
  %3 = alloca %struct.Both, align 4
  %4 = alloca %struct.VDer, align 4
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #12
  store ptr getelementptr inbounds inrange(-8, 12) (i8, ptr @_ZTV6Square, i32 8), ptr %1, align 4, !tbaa !5
  %5 = getelementptr inbounds i8, ptr %1, i32 4
  store i32 3, ptr %5, align 4, !tbaa !8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #12
  store ptr getelementptr inbounds inrange(-8, 12) (i8, ptr @_ZTV6Square, i32 8), ptr %2, align 4, !tbaa !5
  %6 = getelementptr inbounds i8, ptr %2, i32 4
  store i32 -5, ptr %6, align 4, !tbaa !8
  %7 = invoke fastcc noundef i32 @_ZL7measureP5Shape(ptr noundef nonnull %1)
          to label %8 unwind label %11

8:                                                ; preds = %0
  %9 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %7)
  %10 = invoke fastcc noundef i32 @_ZL7measureP5Shape(ptr noundef nonnull %2)
          to label %25 unwind label %15

11:                                               ; preds = %0
  %12 = landingpad { ptr, i32 }
          cleanup
  %13 = extractvalue { ptr, i32 } %12, 0
  %14 = extractvalue { ptr, i32 } %12, 1
  br label %70

15:                                               ; preds = %8
  %16 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  %17 = extractvalue { ptr, i32 } %16, 0
  %18 = extractvalue { ptr, i32 } %16, 1
  %19 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #12
  %20 = icmp eq i32 %18, %19
  br i1 %20, label %21, label %70

21:                                               ; preds = %15
  %22 = call ptr @__cxa_begin_catch(ptr %17) #12
  %23 = load i32, ptr %22, align 4, !tbaa !13
  %24 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %23)
  call void @__cxa_end_catch() #12
  br label %25

25:                                               ; preds = %8, %21
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %3) #12
  %26 = getelementptr inbounds i8, ptr %3, i32 4
  store i32 0, ptr %26, align 4, !tbaa !14
  %27 = getelementptr inbounds i8, ptr %3, i32 8
  %28 = getelementptr inbounds i8, ptr %3, i32 12
  store i32 0, ptr %28, align 4, !tbaa !16
  store ptr getelementptr inbounds inrange(-8, 16) (i8, ptr @_ZTV4Both, i32 8), ptr %3, align 4, !tbaa !5
  store ptr getelementptr inbounds inrange(-8, 12) (i8, ptr @_ZTV4Both, i32 32), ptr %27, align 4, !tbaa !5
  invoke fastcc void @_ZL10call_rightP5Right(ptr noundef nonnull %27)
          to label %39 unwind label %29

29:                                               ; preds = %25
  %30 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  %31 = extractvalue { ptr, i32 } %30, 0
  %32 = extractvalue { ptr, i32 } %30, 1
  %33 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #12
  %34 = icmp eq i32 %32, %33
  br i1 %34, label %35, label %67

35:                                               ; preds = %29
  %36 = call ptr @__cxa_begin_catch(ptr %31) #12
  %37 = load i32, ptr %36, align 4, !tbaa !13
  %38 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %37)
  call void @__cxa_end_catch() #12
  br label %39

39:                                               ; preds = %25, %35
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %4) #12
  store ptr getelementptr inbounds inrange(-20, 12) (i8, ptr @_ZTV4VDer, i32 20), ptr %4, align 4, !tbaa !5
  invoke fastcc void @_ZL6call_vP5VBase(ptr noundef nonnull %4)
          to label %50 unwind label %40

40:                                               ; preds = %39
  %41 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  %42 = extractvalue { ptr, i32 } %41, 0
  %43 = extractvalue { ptr, i32 } %41, 1
  %44 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #12
  %45 = icmp eq i32 %43, %44
  br i1 %45, label %46, label %64

46:                                               ; preds = %40
  %47 = call ptr @__cxa_begin_catch(ptr %42) #12
  %48 = load i32, ptr %47, align 4, !tbaa !13
  %49 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %48)
  call void @__cxa_end_catch() #12
  br label %50

50:                                               ; preds = %39, %46
  %51 = call i32 @puts(ptr nonnull dereferenceable(1) @str)
  %52 = call ptr @__cxa_allocate_exception(i32 4) #12
  store i32 44, ptr %52, align 8, !tbaa !13
  invoke void @__cxa_throw(ptr nonnull %52, ptr nonnull @_ZTIi, ptr null) #13
          to label %53 unwind label %54

53:                                               ; preds = %50
  unreachable

54:                                               ; preds = %50
  %55 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  %56 = extractvalue { ptr, i32 } %55, 0
  %57 = extractvalue { ptr, i32 } %55, 1
  %58 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #12
  %59 = icmp eq i32 %57, %58
  br i1 %59, label %60, label %64

60:                                               ; preds = %54
  %61 = call ptr @__cxa_begin_catch(ptr %56) #12
  %62 = load i32, ptr %61, align 4, !tbaa !13
  %63 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %62)
  call void @__cxa_end_catch() #12
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4) #12
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3) #12
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #12
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #12
  ret i32 0

64:                                               ; preds = %54, %40
  %65 = phi i32 [ %43, %40 ], [ %57, %54 ]
  %66 = phi ptr [ %42, %40 ], [ %56, %54 ]
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4) #12
  br label %67

67:                                               ; preds = %64, %29
  %68 = phi i32 [ %65, %64 ], [ %32, %29 ]
  %69 = phi ptr [ %66, %64 ], [ %31, %29 ]
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3) #12
  br label %70

70:                                               ; preds = %11, %15, %67
  %71 = phi i32 [ %68, %67 ], [ %18, %15 ], [ %14, %11 ]
  %72 = phi ptr [ %69, %67 ], [ %17, %15 ], [ %13, %11 ]
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #12
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #12
  %73 = insertvalue { ptr, i32 } poison, ptr %72, 0
  %74 = insertvalue { ptr, i32 } %73, i32 %71, 1
  resume { ptr, i32 } %74
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

declare i32 @__gxx_personality_sj0(...)

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress noinline norecurse
define internal fastcc noundef i32 @_ZL7measureP5Shape(ptr noundef %0) unnamed_addr #3 {
  %2 = load ptr, ptr %0, align 4, !tbaa !5
  %3 = getelementptr inbounds i8, ptr %2, i32 8
  %4 = load ptr, ptr %3, align 4
  %5 = tail call noundef i32 %4(ptr noundef nonnull align 4 dereferenceable(4) %0)
  ret i32 %5
}

; Function Attrs: nofree nosync nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #4

declare ptr @__cxa_begin_catch(ptr) local_unnamed_addr

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress noinline norecurse
define internal fastcc void @_ZL10call_rightP5Right(ptr noundef %0) unnamed_addr #3 {
  %2 = load ptr, ptr %0, align 4, !tbaa !5
  %3 = getelementptr inbounds i8, ptr %2, i32 8
  %4 = load ptr, ptr %3, align 4
  %5 = tail call noundef i32 %4(ptr noundef nonnull align 4 dereferenceable(8) %0)
  ret void
}

; Function Attrs: mustprogress noinline norecurse
define internal fastcc void @_ZL6call_vP5VBase(ptr noundef %0) unnamed_addr #3 {
  %2 = load ptr, ptr %0, align 4, !tbaa !5
  %3 = getelementptr inbounds i8, ptr %2, i32 8
  %4 = load ptr, ptr %3, align 4
  %5 = tail call noundef i32 %4(ptr noundef nonnull align 4 dereferenceable(4) %0)
  ret void
}

; Function Attrs: inlinehint mustprogress nounwind
define linkonce_odr noundef ptr @_ZN4VDerD1Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #5 align 2 {
  ret ptr %0
}

; Function Attrs: inlinehint mustprogress nounwind
define linkonce_odr noundef ptr @_ZN4BothD1Ev(ptr noundef nonnull align 4 dereferenceable(16) %0) unnamed_addr #5 align 2 {
  ret ptr %0
}

; Function Attrs: inlinehint mustprogress nounwind
define linkonce_odr noundef ptr @_ZN6SquareD1Ev(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #5 align 2 {
  ret ptr %0
}

; Function Attrs: inlinehint mustprogress nounwind
define linkonce_odr void @_ZN6SquareD0Ev(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #5 align 2 {
  tail call void @_ZdlPv(ptr noundef nonnull %0) #14
  ret void
}

; Function Attrs: mustprogress
define linkonce_odr noundef i32 @_ZNK6Square4areaEv(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #6 align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i32 4
  %3 = load i32, ptr %2, align 4, !tbaa !8
  %4 = icmp slt i32 %3, 0
  br i1 %4, label %5, label %8

5:                                                ; preds = %1
  %6 = tail call ptr @__cxa_allocate_exception(i32 4) #12
  %7 = load i32, ptr %2, align 4, !tbaa !8
  store i32 %7, ptr %6, align 8, !tbaa !13
  tail call void @__cxa_throw(ptr nonnull %6, ptr nonnull @_ZTIi, ptr null) #13
  unreachable

8:                                                ; preds = %1
  %9 = mul nuw nsw i32 %3, %3
  ret i32 %9
}

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPv(ptr noundef) local_unnamed_addr #7

declare ptr @__cxa_allocate_exception(i32) local_unnamed_addr

declare void @__cxa_throw(ptr, ptr, ptr) local_unnamed_addr

; Function Attrs: inlinehint mustprogress nounwind
define linkonce_odr void @_ZN4BothD0Ev(ptr noundef nonnull align 4 dereferenceable(16) %0) unnamed_addr #5 align 2 {
  tail call void @_ZdlPv(ptr noundef nonnull %0) #14
  ret void
}

; Function Attrs: mustprogress nounwind
define linkonce_odr noundef i32 @_ZN4Left4leftEv(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #8 align 2 {
  ret i32 1
}

; Function Attrs: mustprogress
define linkonce_odr noundef i32 @_ZN4Both5rightEv(ptr noundef nonnull align 4 dereferenceable(16) %0) unnamed_addr #6 align 2 {
  %2 = tail call ptr @__cxa_allocate_exception(i32 4) #12
  store i32 22, ptr %2, align 8, !tbaa !13
  tail call void @__cxa_throw(ptr nonnull %2, ptr nonnull @_ZTIi, ptr null) #13
  unreachable
}

; Function Attrs: inlinehint nounwind
define linkonce_odr noundef ptr @_ZThn8_N4BothD1Ev(ptr noundef %0) unnamed_addr #9 align 2 {
  ret ptr undef
}

; Function Attrs: inlinehint nounwind
define linkonce_odr void @_ZThn8_N4BothD0Ev(ptr noundef %0) unnamed_addr #9 align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i32 -8
  tail call void @_ZdlPv(ptr noundef nonnull %2) #14
  ret void
}

define linkonce_odr noundef i32 @_ZThn8_N4Both5rightEv(ptr noundef %0) unnamed_addr #10 align 2 {
  %2 = tail call ptr @__cxa_allocate_exception(i32 4) #12
  store i32 22, ptr %2, align 8, !tbaa !13
  tail call void @__cxa_throw(ptr nonnull %2, ptr nonnull @_ZTIi, ptr null) #13
  unreachable
}

; Function Attrs: inlinehint mustprogress nounwind
define linkonce_odr void @_ZN4VDerD0Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #5 align 2 {
  tail call void @_ZdlPv(ptr noundef nonnull %0) #14
  ret void
}

; Function Attrs: mustprogress
define linkonce_odr noundef i32 @_ZN4VDer1vEv(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #6 align 2 {
  %2 = tail call ptr @__cxa_allocate_exception(i32 4) #12
  store i32 33, ptr %2, align 8, !tbaa !13
  tail call void @__cxa_throw(ptr nonnull %2, ptr nonnull @_ZTIi, ptr null) #13
  unreachable
}

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #11

attributes #0 = { mustprogress norecurse "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #3 = { mustprogress noinline norecurse "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #4 = { nofree nosync nounwind memory(none) }
attributes #5 = { inlinehint mustprogress nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #6 = { mustprogress "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #7 = { nobuiltin nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #8 = { mustprogress nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #9 = { inlinehint nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #10 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #11 = { nofree nounwind }
attributes #12 = { nounwind }
attributes #13 = { noreturn }
attributes #14 = { builtin nounwind }

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
!8 = !{!9, !11, i64 4}
!9 = !{!"_ZTS6Square", !10, i64 0, !11, i64 4}
!10 = !{!"_ZTS5Shape"}
!11 = !{!"int", !12, i64 0}
!12 = !{!"omnipotent char", !7, i64 0}
!13 = !{!11, !11, i64 0}
!14 = !{!15, !11, i64 4}
!15 = !{!"_ZTS4Left", !11, i64 4}
!16 = !{!17, !11, i64 4}
!17 = !{!"_ZTS5Right", !11, i64 4}
