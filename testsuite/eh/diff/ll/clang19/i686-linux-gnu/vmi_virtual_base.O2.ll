; ModuleID = 'vmi_virtual_base.cpp'
source_filename = "vmi_virtual_base.cpp"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-i128:128-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i686-unknown-linux-gnu"

%struct.D = type { %struct.L.base, %struct.R.base, i32, %struct.V }
%struct.L.base = type { ptr, i32 }
%struct.R.base = type { ptr, i32 }
%struct.V = type { ptr, i32 }

$_ZN1DD1Ev = comdat any

$__clang_call_terminate = comdat any

$_ZN1MD1Ev = comdat any

$_ZNK1V3whoEv = comdat any

$_ZN1DD0Ev = comdat any

$_ZNK1D3whoEv = comdat any

$_ZThn8_N1DD1Ev = comdat any

$_ZThn8_N1DD0Ev = comdat any

$_ZTv0_n12_N1DD1Ev = comdat any

$_ZTv0_n12_N1DD0Ev = comdat any

$_ZTv0_n16_NK1D3whoEv = comdat any

$_ZN1MD0Ev = comdat any

$_ZThn8_N1MD1Ev = comdat any

$_ZThn8_N1MD0Ev = comdat any

$_ZTv0_n12_N1MD1Ev = comdat any

$_ZTv0_n12_N1MD0Ev = comdat any

$_ZTS1V = comdat any

$_ZTI1V = comdat any

$_ZTS1D = comdat any

$_ZTS1L = comdat any

$_ZTI1L = comdat any

$_ZTS1R = comdat any

$_ZTI1R = comdat any

$_ZTI1D = comdat any

$_ZTSPK1V = comdat any

$_ZTIPK1V = comdat any

$_ZTSP1D = comdat any

$_ZTIP1D = comdat any

$_ZTS5Extra = comdat any

$_ZTI5Extra = comdat any

$_ZTS1M = comdat any

$_ZTI1M = comdat any

$_ZTV1D = comdat any

$_ZTV1M = comdat any

@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTS1V = linkonce_odr dso_local constant [3 x i8] c"1V\00", comdat, align 1
@_ZTI1V = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i32 2), ptr @_ZTS1V }, comdat, align 4
@_ZTVN10__cxxabiv121__vmi_class_type_infoE = external global [0 x ptr]
@_ZTS1D = linkonce_odr dso_local constant [3 x i8] c"1D\00", comdat, align 1
@_ZTS1L = linkonce_odr dso_local constant [3 x i8] c"1L\00", comdat, align 1
@_ZTI1L = linkonce_odr dso_local constant { ptr, ptr, i32, i32, ptr, i32 } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i32 2), ptr @_ZTS1L, i32 0, i32 1, ptr @_ZTI1V, i32 -3069 }, comdat, align 4
@_ZTS1R = linkonce_odr dso_local constant [3 x i8] c"1R\00", comdat, align 1
@_ZTI1R = linkonce_odr dso_local constant { ptr, ptr, i32, i32, ptr, i32 } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i32 2), ptr @_ZTS1R, i32 0, i32 1, ptr @_ZTI1V, i32 -3069 }, comdat, align 4
@_ZTI1D = linkonce_odr dso_local constant { ptr, ptr, i32, i32, ptr, i32, ptr, i32 } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i32 2), ptr @_ZTS1D, i32 2, i32 2, ptr @_ZTI1L, i32 2, ptr @_ZTI1R, i32 2050 }, comdat, align 4
@.str = private unnamed_addr constant [16 x i8] c"V& v=%d who=%s\0A\00", align 1
@.str.1 = private unnamed_addr constant [35 x i8] c"dynamic_cast back: l=%d r=%d d=%d\0A\00", align 1
@.str.2 = private unnamed_addr constant [14 x i8] c"R& r=%d v=%d\0A\00", align 1
@_ZTVN10__cxxabiv119__pointer_type_infoE = external global [0 x ptr]
@_ZTSPK1V = linkonce_odr dso_local constant [5 x i8] c"PK1V\00", comdat, align 1
@_ZTIPK1V = linkonce_odr dso_local constant { ptr, ptr, i32, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv119__pointer_type_infoE, i32 2), ptr @_ZTSPK1V, i32 1, ptr @_ZTI1V }, comdat, align 4
@_ZTSP1D = linkonce_odr dso_local constant [4 x i8] c"P1D\00", comdat, align 1
@_ZTIP1D = linkonce_odr dso_local constant { ptr, ptr, i32, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv119__pointer_type_infoE, i32 2), ptr @_ZTSP1D, i32 0, ptr @_ZTI1D }, comdat, align 4
@.str.3 = private unnamed_addr constant [23 x i8] c"const V* v=%d same=%d\0A\00", align 1
@_ZTVN10__cxxabiv120__si_class_type_infoE = external global [0 x ptr]
@_ZTS5Extra = linkonce_odr dso_local constant [7 x i8] c"5Extra\00", comdat, align 1
@_ZTI5Extra = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i32 2), ptr @_ZTS5Extra, ptr @_ZTI1V }, comdat, align 4
@_ZTS1M = linkonce_odr dso_local constant [3 x i8] c"1M\00", comdat, align 1
@_ZTI1M = linkonce_odr dso_local constant { ptr, ptr, i32, i32, ptr, i32, ptr, i32 } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i32 2), ptr @_ZTS1M, i32 1, i32 2, ptr @_ZTI1L, i32 2, ptr @_ZTI5Extra, i32 2050 }, comdat, align 4
@.str.4 = private unnamed_addr constant [13 x i8] c"Extra& e=%d\0A\00", align 1
@_ZTV1D = linkonce_odr dso_local unnamed_addr constant { [6 x ptr], [5 x ptr], [7 x ptr] } { [6 x ptr] [ptr inttoptr (i32 20 to ptr), ptr null, ptr @_ZTI1D, ptr @_ZN1DD1Ev, ptr @_ZN1DD0Ev, ptr @_ZNK1D3whoEv], [5 x ptr] [ptr inttoptr (i32 12 to ptr), ptr inttoptr (i32 -8 to ptr), ptr @_ZTI1D, ptr @_ZThn8_N1DD1Ev, ptr @_ZThn8_N1DD0Ev], [7 x ptr] [ptr inttoptr (i32 -20 to ptr), ptr inttoptr (i32 -20 to ptr), ptr inttoptr (i32 -20 to ptr), ptr @_ZTI1D, ptr @_ZTv0_n12_N1DD1Ev, ptr @_ZTv0_n12_N1DD0Ev, ptr @_ZTv0_n16_NK1D3whoEv] }, comdat, align 4
@.str.7 = private unnamed_addr constant [2 x i8] c"V\00", align 1
@.str.8 = private unnamed_addr constant [2 x i8] c"D\00", align 1
@_ZTV1M = linkonce_odr dso_local unnamed_addr constant { [5 x ptr], [5 x ptr], [7 x ptr] } { [5 x ptr] [ptr inttoptr (i32 24 to ptr), ptr null, ptr @_ZTI1M, ptr @_ZN1MD1Ev, ptr @_ZN1MD0Ev], [5 x ptr] [ptr inttoptr (i32 -8 to ptr), ptr @_ZTI1M, ptr @_ZThn8_N1MD1Ev, ptr @_ZThn8_N1MD0Ev, ptr @_ZNK1V3whoEv], [7 x ptr] [ptr null, ptr inttoptr (i32 -24 to ptr), ptr inttoptr (i32 -24 to ptr), ptr @_ZTI1M, ptr @_ZTv0_n12_N1MD1Ev, ptr @_ZTv0_n12_N1MD0Ev, ptr @_ZNK1V3whoEv] }, comdat, align 4
@str = private unnamed_addr constant [20 x i8] c"wrong: ambiguous V&\00", align 1
@str.10 = private unnamed_addr constant [4 x i8] c"end\00", align 1
@str.11 = private unnamed_addr constant [3 x i8] c"~D\00", align 1

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 personality ptr @__gxx_personality_v0 {
  %1 = alloca %struct.D, align 4
  %2 = tail call ptr @__cxa_allocate_exception(i32 28) #13
  %3 = getelementptr inbounds i8, ptr %2, i32 20
  %4 = getelementptr inbounds i8, ptr %2, i32 24
  %5 = getelementptr inbounds i8, ptr %2, i32 4
  store i32 1, ptr %5, align 4, !tbaa !6
  %6 = getelementptr inbounds i8, ptr %2, i32 8
  %7 = getelementptr inbounds i8, ptr %2, i32 12
  store i32 2, ptr %7, align 4, !tbaa !11
  store ptr getelementptr inbounds inrange(-12, 12) (i8, ptr @_ZTV1D, i32 12), ptr %2, align 4, !tbaa !13
  store ptr getelementptr inbounds inrange(-16, 12) (i8, ptr @_ZTV1D, i32 60), ptr %3, align 4, !tbaa !13
  store ptr getelementptr inbounds inrange(-12, 8) (i8, ptr @_ZTV1D, i32 36), ptr %6, align 4, !tbaa !13
  %8 = getelementptr inbounds i8, ptr %2, i32 16
  store i32 3, ptr %8, align 4, !tbaa !15
  store i32 300, ptr %4, align 4, !tbaa !17
  invoke void @__cxa_throw(ptr nonnull %2, ptr nonnull @_ZTI1D, ptr nonnull @_ZN1DD1Ev) #14
          to label %133 unwind label %9

9:                                                ; preds = %0
  %10 = landingpad { ptr, i32 }
          catch ptr @_ZTI1V
  %11 = extractvalue { ptr, i32 } %10, 0
  %12 = extractvalue { ptr, i32 } %10, 1
  %13 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI1V) #13
  %14 = icmp eq i32 %12, %13
  br i1 %14, label %15, label %125

15:                                               ; preds = %9
  %16 = tail call ptr @__cxa_begin_catch(ptr %11) #13
  %17 = getelementptr inbounds i8, ptr %16, i32 4
  %18 = load i32, ptr %17, align 4, !tbaa !17
  %19 = load ptr, ptr %16, align 4, !tbaa !13
  %20 = getelementptr inbounds i8, ptr %19, i32 8
  %21 = load ptr, ptr %20, align 4
  %22 = invoke noundef ptr %21(ptr noundef nonnull align 4 dereferenceable(8) %16)
          to label %25 unwind label %23

23:                                               ; preds = %15
  %24 = landingpad { ptr, i32 }
          cleanup
  invoke void @__cxa_end_catch()
          to label %42 unwind label %130

25:                                               ; preds = %15
  %26 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %18, ptr noundef %22)
  %27 = tail call ptr @__dynamic_cast(ptr nonnull %16, ptr nonnull @_ZTI1V, ptr nonnull @_ZTI1D, i32 -1) #13
  %28 = getelementptr inbounds i8, ptr %27, i32 4
  %29 = load i32, ptr %28, align 4, !tbaa !6
  %30 = getelementptr inbounds i8, ptr %27, i32 12
  %31 = load i32, ptr %30, align 4, !tbaa !11
  %32 = getelementptr inbounds i8, ptr %27, i32 16
  %33 = load i32, ptr %32, align 4, !tbaa !15
  %34 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %29, i32 noundef %31, i32 noundef %33)
  tail call void @__cxa_end_catch()
  %35 = tail call ptr @__cxa_allocate_exception(i32 28) #13
  %36 = getelementptr inbounds i8, ptr %35, i32 20
  %37 = getelementptr inbounds i8, ptr %35, i32 24
  %38 = getelementptr inbounds i8, ptr %35, i32 4
  store i32 1, ptr %38, align 4, !tbaa !6
  %39 = getelementptr inbounds i8, ptr %35, i32 8
  %40 = getelementptr inbounds i8, ptr %35, i32 12
  store i32 2, ptr %40, align 4, !tbaa !11
  store ptr getelementptr inbounds inrange(-12, 12) (i8, ptr @_ZTV1D, i32 12), ptr %35, align 4, !tbaa !13
  store ptr getelementptr inbounds inrange(-16, 12) (i8, ptr @_ZTV1D, i32 60), ptr %36, align 4, !tbaa !13
  store ptr getelementptr inbounds inrange(-12, 8) (i8, ptr @_ZTV1D, i32 36), ptr %39, align 4, !tbaa !13
  %41 = getelementptr inbounds i8, ptr %35, i32 16
  store i32 3, ptr %41, align 4, !tbaa !15
  store i32 300, ptr %37, align 4, !tbaa !17
  invoke void @__cxa_throw(ptr nonnull %35, ptr nonnull @_ZTI1D, ptr nonnull @_ZN1DD1Ev) #14
          to label %133 unwind label %45

42:                                               ; preds = %23
  %43 = extractvalue { ptr, i32 } %24, 1
  %44 = extractvalue { ptr, i32 } %24, 0
  br label %125

45:                                               ; preds = %25
  %46 = landingpad { ptr, i32 }
          catch ptr @_ZTI1R
  %47 = extractvalue { ptr, i32 } %46, 0
  %48 = extractvalue { ptr, i32 } %46, 1
  %49 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI1R) #13
  %50 = icmp eq i32 %48, %49
  br i1 %50, label %51, label %125

51:                                               ; preds = %45
  %52 = tail call ptr @__cxa_begin_catch(ptr %47) #13
  %53 = getelementptr inbounds i8, ptr %52, i32 4
  %54 = load i32, ptr %53, align 4, !tbaa !11
  %55 = load ptr, ptr %52, align 4, !tbaa !13
  %56 = getelementptr i8, ptr %55, i32 -12
  %57 = load i32, ptr %56, align 4
  %58 = getelementptr inbounds i8, ptr %52, i32 %57
  %59 = getelementptr inbounds i8, ptr %58, i32 4
  %60 = load i32, ptr %59, align 4, !tbaa !17
  %61 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %54, i32 noundef %60)
  tail call void @__cxa_end_catch()
  call void @llvm.lifetime.start.p0(i64 28, ptr nonnull %1) #13
  %62 = getelementptr inbounds i8, ptr %1, i32 20
  %63 = getelementptr inbounds i8, ptr %1, i32 24
  %64 = getelementptr inbounds i8, ptr %1, i32 4
  store i32 1, ptr %64, align 4, !tbaa !6
  %65 = getelementptr inbounds i8, ptr %1, i32 8
  %66 = getelementptr inbounds i8, ptr %1, i32 12
  store i32 2, ptr %66, align 4, !tbaa !11
  store ptr getelementptr inbounds inrange(-12, 12) (i8, ptr @_ZTV1D, i32 12), ptr %1, align 4, !tbaa !13
  store ptr getelementptr inbounds inrange(-16, 12) (i8, ptr @_ZTV1D, i32 60), ptr %62, align 4, !tbaa !13
  store ptr getelementptr inbounds inrange(-12, 8) (i8, ptr @_ZTV1D, i32 36), ptr %65, align 4, !tbaa !13
  %67 = getelementptr inbounds i8, ptr %1, i32 16
  store i32 3, ptr %67, align 4, !tbaa !15
  store i32 300, ptr %63, align 4, !tbaa !17
  %68 = tail call ptr @__cxa_allocate_exception(i32 4) #13
  store ptr %1, ptr %68, align 16, !tbaa !19
  invoke void @__cxa_throw(ptr nonnull %68, ptr nonnull @_ZTIP1D, ptr null) #14
          to label %133 unwind label %69

69:                                               ; preds = %51
  %70 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIPK1V
  %71 = extractvalue { ptr, i32 } %70, 0
  %72 = extractvalue { ptr, i32 } %70, 1
  %73 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIPK1V) #13
  %74 = icmp eq i32 %72, %73
  br i1 %74, label %75, label %121

75:                                               ; preds = %69
  %76 = call ptr @__cxa_begin_catch(ptr %71) #13
  %77 = getelementptr inbounds i8, ptr %76, i32 4
  %78 = load i32, ptr %77, align 4, !tbaa !17
  %79 = load ptr, ptr %1, align 4, !tbaa !13
  %80 = getelementptr i8, ptr %79, i32 -12
  %81 = load i32, ptr %80, align 4
  %82 = getelementptr inbounds i8, ptr %1, i32 %81
  %83 = icmp eq ptr %76, %82
  %84 = zext i1 %83 to i32
  %85 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %78, i32 noundef %84)
  call void @__cxa_end_catch() #13
  %86 = call ptr @__cxa_allocate_exception(i32 32) #13
  %87 = getelementptr inbounds i8, ptr %86, i32 24
  %88 = getelementptr inbounds i8, ptr %86, i32 28
  store i32 100, ptr %88, align 4, !tbaa !17
  %89 = getelementptr inbounds i8, ptr %86, i32 4
  store i32 1, ptr %89, align 4, !tbaa !6
  %90 = getelementptr inbounds i8, ptr %86, i32 8
  %91 = getelementptr inbounds i8, ptr %86, i32 12
  store i32 100, ptr %91, align 4, !tbaa !17
  %92 = getelementptr inbounds i8, ptr %86, i32 16
  store i32 9, ptr %92, align 4, !tbaa !21
  store ptr getelementptr inbounds inrange(-12, 8) (i8, ptr @_ZTV1M, i32 12), ptr %86, align 4, !tbaa !13
  store ptr getelementptr inbounds inrange(-16, 12) (i8, ptr @_ZTV1M, i32 56), ptr %87, align 4, !tbaa !13
  store ptr getelementptr inbounds inrange(-8, 12) (i8, ptr @_ZTV1M, i32 28), ptr %90, align 4, !tbaa !13
  %93 = getelementptr inbounds i8, ptr %86, i32 20
  store i32 5, ptr %93, align 4, !tbaa !23
  invoke void @__cxa_throw(ptr nonnull %86, ptr nonnull @_ZTI1M, ptr nonnull @_ZN1MD1Ev) #14
          to label %133 unwind label %94

94:                                               ; preds = %75
  %95 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI1V
          catch ptr @_ZTI5Extra
  %96 = extractvalue { ptr, i32 } %95, 0
  %97 = extractvalue { ptr, i32 } %95, 1
  %98 = icmp eq i32 %97, %12
  br i1 %98, label %99, label %105

99:                                               ; preds = %94
  %100 = call ptr @__cxa_begin_catch(ptr %96) #13
  %101 = call i32 @puts(ptr nonnull dereferenceable(1) @str)
  invoke void @__cxa_end_catch()
          to label %102 unwind label %117

102:                                              ; preds = %108, %99
  %103 = call i32 @puts(ptr nonnull dereferenceable(1) @str.10)
  store ptr getelementptr inbounds inrange(-12, 12) (i8, ptr @_ZTV1D, i32 12), ptr %1, align 4, !tbaa !13
  store ptr getelementptr inbounds inrange(-16, 12) (i8, ptr @_ZTV1D, i32 60), ptr %62, align 4, !tbaa !13
  store ptr getelementptr inbounds inrange(-12, 8) (i8, ptr @_ZTV1D, i32 36), ptr %65, align 4, !tbaa !13
  %104 = call i32 @puts(ptr nonnull dereferenceable(1) @str.11)
  call void @llvm.lifetime.end.p0(i64 28, ptr nonnull %1) #13
  ret i32 0

105:                                              ; preds = %94
  %106 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI5Extra) #13
  %107 = icmp eq i32 %97, %106
  br i1 %107, label %108, label %121

108:                                              ; preds = %105
  %109 = call ptr @__cxa_begin_catch(ptr %96) #13
  %110 = getelementptr inbounds i8, ptr %109, i32 8
  %111 = load i32, ptr %110, align 4, !tbaa !21
  %112 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %111)
  invoke void @__cxa_end_catch()
          to label %102 unwind label %113

113:                                              ; preds = %108
  %114 = landingpad { ptr, i32 }
          cleanup
  %115 = extractvalue { ptr, i32 } %114, 0
  %116 = extractvalue { ptr, i32 } %114, 1
  br label %121

117:                                              ; preds = %99
  %118 = landingpad { ptr, i32 }
          cleanup
  %119 = extractvalue { ptr, i32 } %118, 0
  %120 = extractvalue { ptr, i32 } %118, 1
  br label %121

121:                                              ; preds = %117, %113, %105, %69
  %122 = phi i32 [ %120, %117 ], [ %116, %113 ], [ %97, %105 ], [ %72, %69 ]
  %123 = phi ptr [ %119, %117 ], [ %115, %113 ], [ %96, %105 ], [ %71, %69 ]
  store ptr getelementptr inbounds inrange(-12, 12) (i8, ptr @_ZTV1D, i32 12), ptr %1, align 4, !tbaa !13
  store ptr getelementptr inbounds inrange(-16, 12) (i8, ptr @_ZTV1D, i32 60), ptr %62, align 4, !tbaa !13
  store ptr getelementptr inbounds inrange(-12, 8) (i8, ptr @_ZTV1D, i32 36), ptr %65, align 4, !tbaa !13
  %124 = call i32 @puts(ptr nonnull dereferenceable(1) @str.11)
  call void @llvm.lifetime.end.p0(i64 28, ptr nonnull %1) #13
  br label %125

125:                                              ; preds = %121, %45, %42, %9
  %126 = phi i32 [ %122, %121 ], [ %48, %45 ], [ %43, %42 ], [ %12, %9 ]
  %127 = phi ptr [ %123, %121 ], [ %47, %45 ], [ %44, %42 ], [ %11, %9 ]
  %128 = insertvalue { ptr, i32 } poison, ptr %127, 0
  %129 = insertvalue { ptr, i32 } %128, i32 %126, 1
  resume { ptr, i32 } %129

130:                                              ; preds = %23
  %131 = landingpad { ptr, i32 }
          catch ptr null
  %132 = extractvalue { ptr, i32 } %131, 0
  tail call void @__clang_call_terminate(ptr %132) #15
  unreachable

133:                                              ; preds = %75, %51, %25, %0
  unreachable
}

declare ptr @__cxa_allocate_exception(i32) local_unnamed_addr

declare i32 @__gxx_personality_v0(...)

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN1DD1Ev(ptr noundef nonnull align 4 dereferenceable(20) %0) unnamed_addr #1 comdat align 2 personality ptr @__gxx_personality_v0 {
  store ptr getelementptr inbounds inrange(-12, 12) (i8, ptr @_ZTV1D, i32 12), ptr %0, align 4, !tbaa !13
  %2 = getelementptr inbounds i8, ptr %0, i32 20
  store ptr getelementptr inbounds inrange(-16, 12) (i8, ptr @_ZTV1D, i32 60), ptr %2, align 4, !tbaa !13
  %3 = getelementptr inbounds i8, ptr %0, i32 8
  store ptr getelementptr inbounds inrange(-12, 8) (i8, ptr @_ZTV1D, i32 36), ptr %3, align 4, !tbaa !13
  %4 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.11)
  ret void
}

declare void @__cxa_throw(ptr, ptr, ptr) local_unnamed_addr

; Function Attrs: nofree nosync nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #3

declare ptr @__cxa_begin_catch(ptr) local_unnamed_addr

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(read)
declare ptr @__dynamic_cast(ptr, ptr, ptr, i32) local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #3

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: noinline noreturn nounwind uwtable
define linkonce_odr hidden void @__clang_call_terminate(ptr noundef %0) local_unnamed_addr #6 comdat {
  %2 = tail call ptr @__cxa_begin_catch(ptr %0) #13
  tail call void @_ZSt9terminatev() #15
  unreachable
}

declare void @_ZSt9terminatev() local_unnamed_addr

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN1MD1Ev(ptr noundef nonnull align 4 dereferenceable(24) %0) unnamed_addr #7 comdat align 2 {
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef ptr @_ZNK1V3whoEv(ptr noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #1 comdat align 2 {
  ret ptr @.str.7
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN1DD0Ev(ptr noundef nonnull align 4 dereferenceable(20) %0) unnamed_addr #1 comdat align 2 personality ptr @__gxx_personality_v0 {
  store ptr getelementptr inbounds inrange(-12, 12) (i8, ptr @_ZTV1D, i32 12), ptr %0, align 4, !tbaa !13
  %2 = getelementptr inbounds i8, ptr %0, i32 20
  store ptr getelementptr inbounds inrange(-16, 12) (i8, ptr @_ZTV1D, i32 60), ptr %2, align 4, !tbaa !13
  %3 = getelementptr inbounds i8, ptr %0, i32 8
  store ptr getelementptr inbounds inrange(-12, 8) (i8, ptr @_ZTV1D, i32 36), ptr %3, align 4, !tbaa !13
  %4 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.11)
  tail call void @_ZdlPvj(ptr noundef nonnull %0, i32 noundef 28) #16
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef ptr @_ZNK1D3whoEv(ptr noundef nonnull align 4 dereferenceable(20) %0) unnamed_addr #1 comdat align 2 {
  ret ptr @.str.8
}

; Function Attrs: nounwind uwtable
define linkonce_odr dso_local void @_ZThn8_N1DD1Ev(ptr noundef %0) unnamed_addr #8 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i32 -8
  store ptr getelementptr inbounds inrange(-12, 12) (i8, ptr @_ZTV1D, i32 12), ptr %2, align 4, !tbaa !13
  %3 = getelementptr inbounds i8, ptr %0, i32 12
  store ptr getelementptr inbounds inrange(-16, 12) (i8, ptr @_ZTV1D, i32 60), ptr %3, align 4, !tbaa !13
  store ptr getelementptr inbounds inrange(-12, 8) (i8, ptr @_ZTV1D, i32 36), ptr %0, align 4, !tbaa !13
  %4 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.11)
  ret void
}

; Function Attrs: nounwind uwtable
define linkonce_odr dso_local void @_ZThn8_N1DD0Ev(ptr noundef %0) unnamed_addr #8 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i32 -8
  store ptr getelementptr inbounds inrange(-12, 12) (i8, ptr @_ZTV1D, i32 12), ptr %2, align 4, !tbaa !13
  %3 = getelementptr inbounds i8, ptr %0, i32 12
  store ptr getelementptr inbounds inrange(-16, 12) (i8, ptr @_ZTV1D, i32 60), ptr %3, align 4, !tbaa !13
  store ptr getelementptr inbounds inrange(-12, 8) (i8, ptr @_ZTV1D, i32 36), ptr %0, align 4, !tbaa !13
  %4 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.11)
  tail call void @_ZdlPvj(ptr noundef nonnull %2, i32 noundef 28) #16
  ret void
}

; Function Attrs: nounwind uwtable
define linkonce_odr dso_local void @_ZTv0_n12_N1DD1Ev(ptr noundef %0) unnamed_addr #8 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = load ptr, ptr %0, align 4, !tbaa !13
  %3 = getelementptr inbounds i8, ptr %2, i32 -12
  %4 = load i32, ptr %3, align 4
  %5 = getelementptr inbounds i8, ptr %0, i32 %4
  store ptr getelementptr inbounds inrange(-12, 12) (i8, ptr @_ZTV1D, i32 12), ptr %5, align 4, !tbaa !13
  %6 = getelementptr inbounds i8, ptr %5, i32 20
  store ptr getelementptr inbounds inrange(-16, 12) (i8, ptr @_ZTV1D, i32 60), ptr %6, align 4, !tbaa !13
  %7 = getelementptr inbounds i8, ptr %5, i32 8
  store ptr getelementptr inbounds inrange(-12, 8) (i8, ptr @_ZTV1D, i32 36), ptr %7, align 4, !tbaa !13
  %8 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.11)
  ret void
}

; Function Attrs: nounwind uwtable
define linkonce_odr dso_local void @_ZTv0_n12_N1DD0Ev(ptr noundef %0) unnamed_addr #8 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = load ptr, ptr %0, align 4, !tbaa !13
  %3 = getelementptr inbounds i8, ptr %2, i32 -12
  %4 = load i32, ptr %3, align 4
  %5 = getelementptr inbounds i8, ptr %0, i32 %4
  store ptr getelementptr inbounds inrange(-12, 12) (i8, ptr @_ZTV1D, i32 12), ptr %5, align 4, !tbaa !13
  %6 = getelementptr inbounds i8, ptr %5, i32 20
  store ptr getelementptr inbounds inrange(-16, 12) (i8, ptr @_ZTV1D, i32 60), ptr %6, align 4, !tbaa !13
  %7 = getelementptr inbounds i8, ptr %5, i32 8
  store ptr getelementptr inbounds inrange(-12, 8) (i8, ptr @_ZTV1D, i32 36), ptr %7, align 4, !tbaa !13
  %8 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.11)
  tail call void @_ZdlPvj(ptr noundef nonnull %5, i32 noundef 28) #16
  ret void
}

; Function Attrs: uwtable
define linkonce_odr dso_local noundef ptr @_ZTv0_n16_NK1D3whoEv(ptr noundef %0) unnamed_addr #9 comdat align 2 {
  ret ptr @.str.8
}

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPvj(ptr noundef, i32 noundef) local_unnamed_addr #10

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN1MD0Ev(ptr noundef nonnull align 4 dereferenceable(24) %0) unnamed_addr #7 comdat align 2 {
  tail call void @_ZdlPvj(ptr noundef nonnull %0, i32 noundef 32) #16
  ret void
}

; Function Attrs: inlinehint nounwind uwtable
define linkonce_odr dso_local void @_ZThn8_N1MD1Ev(ptr noundef %0) unnamed_addr #11 comdat align 2 {
  ret void
}

; Function Attrs: inlinehint nounwind uwtable
define linkonce_odr dso_local void @_ZThn8_N1MD0Ev(ptr noundef %0) unnamed_addr #11 comdat align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i32 -8
  tail call void @_ZdlPvj(ptr noundef nonnull %2, i32 noundef 32) #16
  ret void
}

; Function Attrs: inlinehint nounwind uwtable
define linkonce_odr dso_local void @_ZTv0_n12_N1MD1Ev(ptr noundef %0) unnamed_addr #11 comdat align 2 {
  ret void
}

; Function Attrs: inlinehint nounwind uwtable
define linkonce_odr dso_local void @_ZTv0_n12_N1MD0Ev(ptr noundef %0) unnamed_addr #11 comdat align 2 {
  %2 = load ptr, ptr %0, align 4, !tbaa !13
  %3 = getelementptr inbounds i8, ptr %2, i32 -12
  %4 = load i32, ptr %3, align 4
  %5 = getelementptr inbounds i8, ptr %0, i32 %4
  tail call void @_ZdlPvj(ptr noundef nonnull %5, i32 noundef 32) #16
  ret void
}

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #12

attributes #0 = { mustprogress norecurse uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nosync nounwind memory(none) }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree nounwind willreturn memory(read) }
attributes #6 = { noinline noreturn nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #7 = { inlinehint mustprogress nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #8 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #9 = { uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #10 = { nobuiltin nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #11 = { inlinehint nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #12 = { nofree nounwind }
attributes #13 = { nounwind }
attributes #14 = { noreturn }
attributes #15 = { noreturn nounwind }
attributes #16 = { builtin nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"PIE Level", i32 2}
!4 = !{i32 7, !"uwtable", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !8, i64 4}
!7 = !{!"_ZTS1L", !8, i64 4}
!8 = !{!"int", !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C++ TBAA"}
!11 = !{!12, !8, i64 4}
!12 = !{!"_ZTS1R", !8, i64 4}
!13 = !{!14, !14, i64 0}
!14 = !{!"vtable pointer", !10, i64 0}
!15 = !{!16, !8, i64 16}
!16 = !{!"_ZTS1D", !7, i64 0, !12, i64 8, !8, i64 16}
!17 = !{!18, !8, i64 4}
!18 = !{!"_ZTS1V", !8, i64 4}
!19 = !{!20, !20, i64 0}
!20 = !{!"any pointer", !9, i64 0}
!21 = !{!22, !8, i64 8}
!22 = !{!"_ZTS5Extra", !18, i64 0, !8, i64 8}
!23 = !{!24, !8, i64 20}
!24 = !{!"_ZTS1M", !7, i64 0, !22, i64 8, !8, i64 20}
