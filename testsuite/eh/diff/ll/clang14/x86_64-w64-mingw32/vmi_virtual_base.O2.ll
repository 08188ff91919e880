; ModuleID = 'vmi_virtual_base.cpp'
source_filename = "vmi_virtual_base.cpp"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

%struct.D = type { %struct.L.base, [4 x i8], %struct.R.base, i32, %struct.V.base, [4 x i8] }
%struct.L.base = type <{ i32 (...)**, i32 }>
%struct.R.base = type <{ i32 (...)**, i32 }>
%struct.V.base = type <{ i32 (...)**, i32 }>
%struct.V = type <{ i32 (...)**, i32, [4 x i8] }>
%struct.M = type { %struct.L.base, [4 x i8], %struct.Extra, i32, [4 x i8], %struct.V.base, [4 x i8] }
%struct.Extra = type { %struct.V.base, i32 }

$_ZN1DD1Ev = comdat any

$__clang_call_terminate = comdat any

$_ZN1MD1Ev = comdat any

$_ZNK1V3whoEv = comdat any

$_ZN1DD0Ev = comdat any

$_ZNK1D3whoEv = comdat any

$_ZThn16_N1DD1Ev = comdat any

$_ZThn16_N1DD0Ev = comdat any

$_ZTv0_n24_N1DD1Ev = comdat any

$_ZTv0_n24_N1DD0Ev = comdat any

$_ZTv0_n32_NK1D3whoEv = comdat any

$_ZN1MD0Ev = comdat any

$_ZThn16_N1MD1Ev = comdat any

$_ZThn16_N1MD0Ev = comdat any

$_ZTv0_n24_N1MD1Ev = comdat any

$_ZTv0_n24_N1MD0Ev = comdat any

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

@_ZTVN10__cxxabiv117__class_type_infoE = external global i8*
@_ZTS1V = linkonce_odr dso_local constant [3 x i8] c"1V\00", comdat, align 1
@_ZTI1V = linkonce_odr dso_local constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @_ZTS1V, i32 0, i32 0) }, comdat, align 8
@_ZTVN10__cxxabiv121__vmi_class_type_infoE = external global i8*
@_ZTS1D = linkonce_odr dso_local constant [3 x i8] c"1D\00", comdat, align 1
@_ZTS1L = linkonce_odr dso_local constant [3 x i8] c"1L\00", comdat, align 1
@_ZTI1L = linkonce_odr dso_local constant { i8*, i8*, i32, i32, i8*, i64 } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @_ZTS1L, i32 0, i32 0), i32 0, i32 1, i8* bitcast ({ i8*, i8* }* @_ZTI1V to i8*), i64 -6141 }, comdat, align 8
@_ZTS1R = linkonce_odr dso_local constant [3 x i8] c"1R\00", comdat, align 1
@_ZTI1R = linkonce_odr dso_local constant { i8*, i8*, i32, i32, i8*, i64 } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @_ZTS1R, i32 0, i32 0), i32 0, i32 1, i8* bitcast ({ i8*, i8* }* @_ZTI1V to i8*), i64 -6141 }, comdat, align 8
@_ZTI1D = linkonce_odr dso_local constant { i8*, i8*, i32, i32, i8*, i64, i8*, i64 } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @_ZTS1D, i32 0, i32 0), i32 2, i32 2, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i64 }* @_ZTI1L to i8*), i64 2, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i64 }* @_ZTI1R to i8*), i64 4098 }, comdat, align 8
@.str = private unnamed_addr constant [16 x i8] c"V& v=%d who=%s\0A\00", align 1
@.str.1 = private unnamed_addr constant [35 x i8] c"dynamic_cast back: l=%d r=%d d=%d\0A\00", align 1
@.str.2 = private unnamed_addr constant [14 x i8] c"R& r=%d v=%d\0A\00", align 1
@_ZTVN10__cxxabiv119__pointer_type_infoE = external global i8*
@_ZTSPK1V = linkonce_odr dso_local constant [5 x i8] c"PK1V\00", comdat, align 1
@_ZTIPK1V = linkonce_odr dso_local constant { i8*, i8*, i32, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv119__pointer_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @_ZTSPK1V, i32 0, i32 0), i32 1, i8* bitcast ({ i8*, i8* }* @_ZTI1V to i8*) }, comdat, align 8
@_ZTSP1D = linkonce_odr dso_local constant [4 x i8] c"P1D\00", comdat, align 1
@_ZTIP1D = linkonce_odr dso_local constant { i8*, i8*, i32, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv119__pointer_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @_ZTSP1D, i32 0, i32 0), i32 0, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i64, i8*, i64 }* @_ZTI1D to i8*) }, comdat, align 8
@.str.3 = private unnamed_addr constant [23 x i8] c"const V* v=%d same=%d\0A\00", align 1
@_ZTVN10__cxxabiv120__si_class_type_infoE = external global i8*
@_ZTS5Extra = linkonce_odr dso_local constant [7 x i8] c"5Extra\00", comdat, align 1
@_ZTI5Extra = linkonce_odr dso_local constant { i8*, i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([7 x i8], [7 x i8]* @_ZTS5Extra, i32 0, i32 0), i8* bitcast ({ i8*, i8* }* @_ZTI1V to i8*) }, comdat, align 8
@_ZTS1M = linkonce_odr dso_local constant [3 x i8] c"1M\00", comdat, align 1
@_ZTI1M = linkonce_odr dso_local constant { i8*, i8*, i32, i32, i8*, i64, i8*, i64 } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @_ZTS1M, i32 0, i32 0), i32 1, i32 2, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i64 }* @_ZTI1L to i8*), i64 2, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI5Extra to i8*), i64 4098 }, comdat, align 8
@.str.4 = private unnamed_addr constant [13 x i8] c"Extra& e=%d\0A\00", align 1
@_ZTV1D = linkonce_odr dso_local unnamed_addr constant { [6 x i8*], [5 x i8*], [7 x i8*] } { [6 x i8*] [i8* inttoptr (i64 32 to i8*), i8* null, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i64, i8*, i64 }* @_ZTI1D to i8*), i8* bitcast (void (%struct.D*)* @_ZN1DD1Ev to i8*), i8* bitcast (void (%struct.D*)* @_ZN1DD0Ev to i8*), i8* bitcast (i8* (%struct.D*)* @_ZNK1D3whoEv to i8*)], [5 x i8*] [i8* inttoptr (i64 16 to i8*), i8* inttoptr (i64 -16 to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i64, i8*, i64 }* @_ZTI1D to i8*), i8* bitcast (void (%struct.D*)* @_ZThn16_N1DD1Ev to i8*), i8* bitcast (void (%struct.D*)* @_ZThn16_N1DD0Ev to i8*)], [7 x i8*] [i8* inttoptr (i64 -32 to i8*), i8* inttoptr (i64 -32 to i8*), i8* inttoptr (i64 -32 to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i64, i8*, i64 }* @_ZTI1D to i8*), i8* bitcast (void (%struct.D*)* @_ZTv0_n24_N1DD1Ev to i8*), i8* bitcast (void (%struct.D*)* @_ZTv0_n24_N1DD0Ev to i8*), i8* bitcast (i8* (%struct.D*)* @_ZTv0_n32_NK1D3whoEv to i8*)] }, comdat, align 8
@.str.7 = private unnamed_addr constant [2 x i8] c"V\00", align 1
@.str.8 = private unnamed_addr constant [2 x i8] c"D\00", align 1
@_ZTV1M = linkonce_odr dso_local unnamed_addr constant { [5 x i8*], [5 x i8*], [7 x i8*] } { [5 x i8*] [i8* inttoptr (i64 40 to i8*), i8* null, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i64, i8*, i64 }* @_ZTI1M to i8*), i8* bitcast (void (%struct.M*)* @_ZN1MD1Ev to i8*), i8* bitcast (void (%struct.M*)* @_ZN1MD0Ev to i8*)], [5 x i8*] [i8* inttoptr (i64 -16 to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i64, i8*, i64 }* @_ZTI1M to i8*), i8* bitcast (void (%struct.M*)* @_ZThn16_N1MD1Ev to i8*), i8* bitcast (void (%struct.M*)* @_ZThn16_N1MD0Ev to i8*), i8* bitcast (i8* (%struct.V*)* @_ZNK1V3whoEv to i8*)], [7 x i8*] [i8* null, i8* inttoptr (i64 -40 to i8*), i8* inttoptr (i64 -40 to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i64, i8*, i64 }* @_ZTI1M to i8*), i8* bitcast (void (%struct.M*)* @_ZTv0_n24_N1MD1Ev to i8*), i8* bitcast (void (%struct.M*)* @_ZTv0_n24_N1MD0Ev to i8*), i8* bitcast (i8* (%struct.V*)* @_ZNK1V3whoEv to i8*)] }, comdat, align 8
@str = private unnamed_addr constant [4 x i8] c"end\00", align 1
@str.10 = private unnamed_addr constant [20 x i8] c"wrong: ambiguous V&\00", align 1
@str.11 = private unnamed_addr constant [3 x i8] c"~D\00", align 1

; Function Attrs: norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 personality i8* bitcast (i32 (...)* @__gxx_personality_seh0 to i8*) {
  %1 = alloca %struct.D, align 8
  %2 = tail call i8* @__cxa_allocate_exception(i64 48) #13
  %3 = getelementptr inbounds i8, i8* %2, i64 32
  %4 = bitcast i8* %3 to i32 (...)***
  %5 = bitcast i8* %2 to i32 (...)***
  %6 = getelementptr inbounds i8, i8* %2, i64 8
  %7 = bitcast i8* %6 to i32*
  store i32 1, i32* %7, align 8, !tbaa !4
  %8 = getelementptr inbounds i8, i8* %2, i64 16
  %9 = bitcast i8* %8 to i32 (...)***
  %10 = getelementptr inbounds i8, i8* %2, i64 24
  %11 = bitcast i8* %10 to i32*
  store i32 2, i32* %11, align 8, !tbaa !9
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*], [7 x i8*] }, { [6 x i8*], [5 x i8*], [7 x i8*] }* @_ZTV1D, i64 0, inrange i32 0, i64 3) to i32 (...)**), i32 (...)*** %5, align 8, !tbaa !11
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*], [7 x i8*] }, { [6 x i8*], [5 x i8*], [7 x i8*] }* @_ZTV1D, i64 0, inrange i32 2, i64 4) to i32 (...)**), i32 (...)*** %4, align 8, !tbaa !11
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*], [7 x i8*] }, { [6 x i8*], [5 x i8*], [7 x i8*] }* @_ZTV1D, i64 0, inrange i32 1, i64 3) to i32 (...)**), i32 (...)*** %9, align 8, !tbaa !11
  %12 = getelementptr inbounds i8, i8* %2, i64 28
  %13 = bitcast i8* %12 to i32*
  store i32 3, i32* %13, align 4, !tbaa !13
  %14 = getelementptr inbounds i8, i8* %2, i64 40
  %15 = bitcast i8* %14 to i32*
  store i32 300, i32* %15, align 8, !tbaa !15
  invoke void @__cxa_throw(i8* nonnull %2, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i64, i8*, i64 }* @_ZTI1D to i8*), i8* bitcast (void (%struct.D*)* @_ZN1DD1Ev to i8*)) #14
          to label %172 unwind label %16

16:                                               ; preds = %0
  %17 = landingpad { i8*, i32 }
          catch i8* bitcast ({ i8*, i8* }* @_ZTI1V to i8*)
  %18 = extractvalue { i8*, i32 } %17, 0
  %19 = extractvalue { i8*, i32 } %17, 1
  %20 = tail call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI1V to i8*)) #13
  %21 = icmp eq i32 %19, %20
  br i1 %21, label %22, label %164

22:                                               ; preds = %16
  %23 = tail call i8* @__cxa_begin_catch(i8* %18) #13
  %24 = bitcast i8* %23 to %struct.V*
  %25 = getelementptr inbounds i8, i8* %23, i64 8
  %26 = bitcast i8* %25 to i32*
  %27 = load i32, i32* %26, align 8, !tbaa !15
  %28 = bitcast i8* %23 to i8* (%struct.V*)***
  %29 = load i8* (%struct.V*)**, i8* (%struct.V*)*** %28, align 8, !tbaa !11
  %30 = getelementptr inbounds i8* (%struct.V*)*, i8* (%struct.V*)** %29, i64 2
  %31 = load i8* (%struct.V*)*, i8* (%struct.V*)** %30, align 8
  %32 = invoke noundef i8* %31(%struct.V* noundef nonnull align 8 dereferenceable(12) %24)
          to label %35 unwind label %33

33:                                               ; preds = %22
  %34 = landingpad { i8*, i32 }
          cleanup
  invoke void @__cxa_end_catch()
          to label %62 unwind label %169

35:                                               ; preds = %22
  %36 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str, i64 0, i64 0), i32 noundef %27, i8* noundef %32)
  %37 = tail call i8* @__dynamic_cast(i8* nonnull %23, i8* bitcast ({ i8*, i8* }* @_ZTI1V to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i64, i8*, i64 }* @_ZTI1D to i8*), i64 -1) #13
  %38 = getelementptr inbounds i8, i8* %37, i64 8
  %39 = bitcast i8* %38 to i32*
  %40 = load i32, i32* %39, align 8, !tbaa !4
  %41 = getelementptr inbounds i8, i8* %37, i64 24
  %42 = bitcast i8* %41 to i32*
  %43 = load i32, i32* %42, align 8, !tbaa !9
  %44 = getelementptr inbounds i8, i8* %37, i64 28
  %45 = bitcast i8* %44 to i32*
  %46 = load i32, i32* %45, align 4, !tbaa !13
  %47 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([35 x i8], [35 x i8]* @.str.1, i64 0, i64 0), i32 noundef %40, i32 noundef %43, i32 noundef %46)
  tail call void @__cxa_end_catch()
  %48 = tail call i8* @__cxa_allocate_exception(i64 48) #13
  %49 = getelementptr inbounds i8, i8* %48, i64 32
  %50 = bitcast i8* %49 to i32 (...)***
  %51 = bitcast i8* %48 to i32 (...)***
  %52 = getelementptr inbounds i8, i8* %48, i64 8
  %53 = bitcast i8* %52 to i32*
  store i32 1, i32* %53, align 8, !tbaa !4
  %54 = getelementptr inbounds i8, i8* %48, i64 16
  %55 = bitcast i8* %54 to i32 (...)***
  %56 = getelementptr inbounds i8, i8* %48, i64 24
  %57 = bitcast i8* %56 to i32*
  store i32 2, i32* %57, align 8, !tbaa !9
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*], [7 x i8*] }, { [6 x i8*], [5 x i8*], [7 x i8*] }* @_ZTV1D, i64 0, inrange i32 0, i64 3) to i32 (...)**), i32 (...)*** %51, align 8, !tbaa !11
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*], [7 x i8*] }, { [6 x i8*], [5 x i8*], [7 x i8*] }* @_ZTV1D, i64 0, inrange i32 2, i64 4) to i32 (...)**), i32 (...)*** %50, align 8, !tbaa !11
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*], [7 x i8*] }, { [6 x i8*], [5 x i8*], [7 x i8*] }* @_ZTV1D, i64 0, inrange i32 1, i64 3) to i32 (...)**), i32 (...)*** %55, align 8, !tbaa !11
  %58 = getelementptr inbounds i8, i8* %48, i64 28
  %59 = bitcast i8* %58 to i32*
  store i32 3, i32* %59, align 4, !tbaa !13
  %60 = getelementptr inbounds i8, i8* %48, i64 40
  %61 = bitcast i8* %60 to i32*
  store i32 300, i32* %61, align 8, !tbaa !15
  invoke void @__cxa_throw(i8* nonnull %48, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i64, i8*, i64 }* @_ZTI1D to i8*), i8* bitcast (void (%struct.D*)* @_ZN1DD1Ev to i8*)) #14
          to label %172 unwind label %65

62:                                               ; preds = %33
  %63 = extractvalue { i8*, i32 } %34, 1
  %64 = extractvalue { i8*, i32 } %34, 0
  br label %164

65:                                               ; preds = %35
  %66 = landingpad { i8*, i32 }
          catch i8* bitcast ({ i8*, i8*, i32, i32, i8*, i64 }* @_ZTI1R to i8*)
  %67 = extractvalue { i8*, i32 } %66, 0
  %68 = extractvalue { i8*, i32 } %66, 1
  %69 = tail call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8*, i32, i32, i8*, i64 }* @_ZTI1R to i8*)) #13
  %70 = icmp eq i32 %68, %69
  br i1 %70, label %71, label %164

71:                                               ; preds = %65
  %72 = tail call i8* @__cxa_begin_catch(i8* %67) #13
  %73 = getelementptr inbounds i8, i8* %72, i64 8
  %74 = bitcast i8* %73 to i32*
  %75 = load i32, i32* %74, align 8, !tbaa !9
  %76 = bitcast i8* %72 to i8**
  %77 = load i8*, i8** %76, align 8, !tbaa !11
  %78 = getelementptr i8, i8* %77, i64 -24
  %79 = bitcast i8* %78 to i64*
  %80 = load i64, i64* %79, align 8
  %81 = getelementptr inbounds i8, i8* %72, i64 %80
  %82 = getelementptr inbounds i8, i8* %81, i64 8
  %83 = bitcast i8* %82 to i32*
  %84 = load i32, i32* %83, align 8, !tbaa !15
  %85 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.2, i64 0, i64 0), i32 noundef %75, i32 noundef %84)
  tail call void @__cxa_end_catch()
  %86 = bitcast %struct.D* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 48, i8* nonnull %86) #13
  %87 = getelementptr inbounds %struct.D, %struct.D* %1, i64 0, i32 4, i32 0
  %88 = getelementptr inbounds %struct.D, %struct.D* %1, i64 0, i32 0, i32 0
  %89 = getelementptr inbounds %struct.D, %struct.D* %1, i64 0, i32 0, i32 1
  store i32 1, i32* %89, align 8, !tbaa !4
  %90 = getelementptr inbounds %struct.D, %struct.D* %1, i64 0, i32 2, i32 0
  %91 = getelementptr inbounds %struct.D, %struct.D* %1, i64 0, i32 2, i32 1
  store i32 2, i32* %91, align 8, !tbaa !9
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*], [7 x i8*] }, { [6 x i8*], [5 x i8*], [7 x i8*] }* @_ZTV1D, i64 0, inrange i32 0, i64 3) to i32 (...)**), i32 (...)*** %88, align 8, !tbaa !11
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*], [7 x i8*] }, { [6 x i8*], [5 x i8*], [7 x i8*] }* @_ZTV1D, i64 0, inrange i32 2, i64 4) to i32 (...)**), i32 (...)*** %87, align 8, !tbaa !11
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*], [7 x i8*] }, { [6 x i8*], [5 x i8*], [7 x i8*] }* @_ZTV1D, i64 0, inrange i32 1, i64 3) to i32 (...)**), i32 (...)*** %90, align 8, !tbaa !11
  %92 = getelementptr inbounds %struct.D, %struct.D* %1, i64 0, i32 3
  store i32 3, i32* %92, align 4, !tbaa !13
  %93 = getelementptr inbounds %struct.D, %struct.D* %1, i64 0, i32 4, i32 1
  store i32 300, i32* %93, align 8, !tbaa !15
  %94 = tail call i8* @__cxa_allocate_exception(i64 8) #13
  %95 = bitcast i8* %94 to %struct.D**
  store %struct.D* %1, %struct.D** %95, align 16, !tbaa !17
  invoke void @__cxa_throw(i8* nonnull %94, i8* bitcast ({ i8*, i8*, i32, i8* }* @_ZTIP1D to i8*), i8* null) #14
          to label %172 unwind label %96

96:                                               ; preds = %71
  %97 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast ({ i8*, i8*, i32, i8* }* @_ZTIPK1V to i8*)
  %98 = extractvalue { i8*, i32 } %97, 0
  %99 = extractvalue { i8*, i32 } %97, 1
  %100 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8*, i32, i8* }* @_ZTIPK1V to i8*)) #13
  %101 = icmp eq i32 %99, %100
  br i1 %101, label %102, label %160

102:                                              ; preds = %96
  %103 = call i8* @__cxa_begin_catch(i8* %98) #13
  %104 = getelementptr inbounds i8, i8* %103, i64 8
  %105 = bitcast i8* %104 to i32*
  %106 = load i32, i32* %105, align 8, !tbaa !15
  %107 = bitcast %struct.D* %1 to i8**
  %108 = load i8*, i8** %107, align 8, !tbaa !11
  %109 = getelementptr i8, i8* %108, i64 -24
  %110 = bitcast i8* %109 to i64*
  %111 = load i64, i64* %110, align 8
  %112 = getelementptr inbounds i8, i8* %86, i64 %111
  %113 = icmp eq i8* %103, %112
  %114 = zext i1 %113 to i32
  %115 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([23 x i8], [23 x i8]* @.str.3, i64 0, i64 0), i32 noundef %106, i32 noundef %114)
  call void @__cxa_end_catch() #13
  %116 = call i8* @__cxa_allocate_exception(i64 56) #13
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(56) %116, i8 0, i64 56, i1 false)
  %117 = getelementptr inbounds i8, i8* %116, i64 40
  %118 = bitcast i8* %117 to i32 (...)***
  %119 = getelementptr inbounds i8, i8* %116, i64 48
  %120 = bitcast i8* %119 to i32*
  store i32 100, i32* %120, align 8, !tbaa !15
  %121 = bitcast i8* %116 to i32 (...)***
  %122 = getelementptr inbounds i8, i8* %116, i64 8
  %123 = bitcast i8* %122 to i32*
  store i32 1, i32* %123, align 8, !tbaa !4
  %124 = getelementptr inbounds i8, i8* %116, i64 16
  %125 = bitcast i8* %124 to i32 (...)***
  %126 = getelementptr inbounds i8, i8* %116, i64 24
  %127 = bitcast i8* %126 to i32*
  store i32 100, i32* %127, align 8, !tbaa !15
  %128 = getelementptr inbounds i8, i8* %116, i64 28
  %129 = bitcast i8* %128 to i32*
  store i32 9, i32* %129, align 4, !tbaa !19
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*], [5 x i8*], [7 x i8*] }, { [5 x i8*], [5 x i8*], [7 x i8*] }* @_ZTV1M, i64 0, inrange i32 0, i64 3) to i32 (...)**), i32 (...)*** %121, align 8, !tbaa !11
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*], [5 x i8*], [7 x i8*] }, { [5 x i8*], [5 x i8*], [7 x i8*] }* @_ZTV1M, i64 0, inrange i32 2, i64 4) to i32 (...)**), i32 (...)*** %118, align 8, !tbaa !11
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*], [5 x i8*], [7 x i8*] }, { [5 x i8*], [5 x i8*], [7 x i8*] }* @_ZTV1M, i64 0, inrange i32 1, i64 2) to i32 (...)**), i32 (...)*** %125, align 8, !tbaa !11
  %130 = getelementptr inbounds i8, i8* %116, i64 32
  %131 = bitcast i8* %130 to i32*
  store i32 5, i32* %131, align 8, !tbaa !21
  invoke void @__cxa_throw(i8* nonnull %116, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i64, i8*, i64 }* @_ZTI1M to i8*), i8* bitcast (void (%struct.M*)* @_ZN1MD1Ev to i8*)) #14
          to label %172 unwind label %132

132:                                              ; preds = %102
  %133 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast ({ i8*, i8* }* @_ZTI1V to i8*)
          catch i8* bitcast ({ i8*, i8*, i8* }* @_ZTI5Extra to i8*)
  %134 = extractvalue { i8*, i32 } %133, 0
  %135 = extractvalue { i8*, i32 } %133, 1
  %136 = icmp eq i32 %135, %19
  br i1 %136, label %137, label %143

137:                                              ; preds = %132
  %138 = call i8* @__cxa_begin_catch(i8* %134) #13
  %139 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([20 x i8], [20 x i8]* @str.10, i64 0, i64 0))
  invoke void @__cxa_end_catch()
          to label %140 unwind label %156

140:                                              ; preds = %146, %137
  %141 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @str, i64 0, i64 0))
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*], [7 x i8*] }, { [6 x i8*], [5 x i8*], [7 x i8*] }* @_ZTV1D, i64 0, inrange i32 0, i64 3) to i32 (...)**), i32 (...)*** %88, align 8, !tbaa !11
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*], [7 x i8*] }, { [6 x i8*], [5 x i8*], [7 x i8*] }* @_ZTV1D, i64 0, inrange i32 2, i64 4) to i32 (...)**), i32 (...)*** %87, align 8, !tbaa !11
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*], [7 x i8*] }, { [6 x i8*], [5 x i8*], [7 x i8*] }* @_ZTV1D, i64 0, inrange i32 1, i64 3) to i32 (...)**), i32 (...)*** %90, align 8, !tbaa !11
  %142 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([3 x i8], [3 x i8]* @str.11, i64 0, i64 0)) #13
  call void @llvm.lifetime.end.p0i8(i64 48, i8* nonnull %86) #13
  ret i32 0

143:                                              ; preds = %132
  %144 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8*, i8* }* @_ZTI5Extra to i8*)) #13
  %145 = icmp eq i32 %135, %144
  br i1 %145, label %146, label %160

146:                                              ; preds = %143
  %147 = call i8* @__cxa_begin_catch(i8* %134) #13
  %148 = getelementptr inbounds i8, i8* %147, i64 12
  %149 = bitcast i8* %148 to i32*
  %150 = load i32, i32* %149, align 4, !tbaa !19
  %151 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.4, i64 0, i64 0), i32 noundef %150)
  invoke void @__cxa_end_catch()
          to label %140 unwind label %152

152:                                              ; preds = %146
  %153 = landingpad { i8*, i32 }
          cleanup
  %154 = extractvalue { i8*, i32 } %153, 0
  %155 = extractvalue { i8*, i32 } %153, 1
  br label %160

156:                                              ; preds = %137
  %157 = landingpad { i8*, i32 }
          cleanup
  %158 = extractvalue { i8*, i32 } %157, 0
  %159 = extractvalue { i8*, i32 } %157, 1
  br label %160

160:                                              ; preds = %156, %152, %143, %96
  %161 = phi i32 [ %159, %156 ], [ %155, %152 ], [ %135, %143 ], [ %99, %96 ]
  %162 = phi i8* [ %158, %156 ], [ %154, %152 ], [ %134, %143 ], [ %98, %96 ]
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*], [7 x i8*] }, { [6 x i8*], [5 x i8*], [7 x i8*] }* @_ZTV1D, i64 0, inrange i32 0, i64 3) to i32 (...)**), i32 (...)*** %88, align 8, !tbaa !11
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*], [7 x i8*] }, { [6 x i8*], [5 x i8*], [7 x i8*] }* @_ZTV1D, i64 0, inrange i32 2, i64 4) to i32 (...)**), i32 (...)*** %87, align 8, !tbaa !11
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*], [7 x i8*] }, { [6 x i8*], [5 x i8*], [7 x i8*] }* @_ZTV1D, i64 0, inrange i32 1, i64 3) to i32 (...)**), i32 (...)*** %90, align 8, !tbaa !11
  %163 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([3 x i8], [3 x i8]* @str.11, i64 0, i64 0)) #13
  call void @llvm.lifetime.end.p0i8(i64 48, i8* nonnull %86) #13
  br label %164

164:                                              ; preds = %160, %65, %62, %16
  %165 = phi i32 [ %161, %160 ], [ %68, %65 ], [ %63, %62 ], [ %19, %16 ]
  %166 = phi i8* [ %162, %160 ], [ %67, %65 ], [ %64, %62 ], [ %18, %16 ]
  %167 = insertvalue { i8*, i32 } undef, i8* %166, 0
  %168 = insertvalue { i8*, i32 } %167, i32 %165, 1
  resume { i8*, i32 } %168

169:                                              ; preds = %33
  %170 = landingpad { i8*, i32 }
          catch i8* null
  %171 = extractvalue { i8*, i32 } %170, 0
  tail call void @__clang_call_terminate(i8* %171) #15
  unreachable

172:                                              ; preds = %102, %71, %35, %0
  unreachable
}

declare dso_local i8* @__cxa_allocate_exception(i64) local_unnamed_addr

declare dso_local i32 @__gxx_personality_seh0(...)

; Function Attrs: nounwind uwtable
define linkonce_odr dso_local void @_ZN1DD1Ev(%struct.D* noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #1 comdat align 2 personality i32 (...)* @__gxx_personality_seh0 {
  %2 = getelementptr inbounds %struct.D, %struct.D* %0, i64 0, i32 0, i32 0
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*], [7 x i8*] }, { [6 x i8*], [5 x i8*], [7 x i8*] }* @_ZTV1D, i64 0, inrange i32 0, i64 3) to i32 (...)**), i32 (...)*** %2, align 8, !tbaa !11
  %3 = getelementptr inbounds %struct.D, %struct.D* %0, i64 0, i32 4, i32 0
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*], [7 x i8*] }, { [6 x i8*], [5 x i8*], [7 x i8*] }* @_ZTV1D, i64 0, inrange i32 2, i64 4) to i32 (...)**), i32 (...)*** %3, align 8, !tbaa !11
  %4 = getelementptr inbounds %struct.D, %struct.D* %0, i64 0, i32 2, i32 0
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*], [7 x i8*] }, { [6 x i8*], [5 x i8*], [7 x i8*] }* @_ZTV1D, i64 0, inrange i32 1, i64 3) to i32 (...)**), i32 (...)*** %4, align 8, !tbaa !11
  %5 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([3 x i8], [3 x i8]* @str.11, i64 0, i64 0)) #13
  ret void
}

declare dso_local void @__cxa_throw(i8*, i8*, i8*) local_unnamed_addr

; Function Attrs: nofree nosync nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #2

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #3

declare dso_local i8* @__cxa_begin_catch(i8*) local_unnamed_addr

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: nofree nounwind readonly
declare dso_local i8* @__dynamic_cast(i8*, i8*, i8*, i64) local_unnamed_addr #5

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #3

declare dso_local void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: noinline noreturn nounwind
define linkonce_odr hidden void @__clang_call_terminate(i8* %0) local_unnamed_addr #6 comdat {
  %2 = tail call i8* @__cxa_begin_catch(i8* %0) #13
  tail call void @_ZSt9terminatev() #15
  unreachable
}

declare dso_local void @_ZSt9terminatev() local_unnamed_addr

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #7

; Function Attrs: inlinehint nounwind uwtable
define linkonce_odr dso_local void @_ZN1MD1Ev(%struct.M* noundef nonnull align 8 dereferenceable(36) %0) unnamed_addr #8 comdat align 2 {
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef i8* @_ZNK1V3whoEv(%struct.V* noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #9 comdat align 2 {
  ret i8* getelementptr inbounds ([2 x i8], [2 x i8]* @.str.7, i64 0, i64 0)
}

; Function Attrs: nounwind uwtable
define linkonce_odr dso_local void @_ZN1DD0Ev(%struct.D* noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #1 comdat align 2 personality i32 (...)* @__gxx_personality_seh0 {
  %2 = getelementptr inbounds %struct.D, %struct.D* %0, i64 0, i32 0, i32 0
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*], [7 x i8*] }, { [6 x i8*], [5 x i8*], [7 x i8*] }* @_ZTV1D, i64 0, inrange i32 0, i64 3) to i32 (...)**), i32 (...)*** %2, align 8, !tbaa !11
  %3 = getelementptr inbounds %struct.D, %struct.D* %0, i64 0, i32 4, i32 0
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*], [7 x i8*] }, { [6 x i8*], [5 x i8*], [7 x i8*] }* @_ZTV1D, i64 0, inrange i32 2, i64 4) to i32 (...)**), i32 (...)*** %3, align 8, !tbaa !11
  %4 = getelementptr inbounds %struct.D, %struct.D* %0, i64 0, i32 2, i32 0
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*], [7 x i8*] }, { [6 x i8*], [5 x i8*], [7 x i8*] }* @_ZTV1D, i64 0, inrange i32 1, i64 3) to i32 (...)**), i32 (...)*** %4, align 8, !tbaa !11
  %5 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([3 x i8], [3 x i8]* @str.11, i64 0, i64 0)) #13
  %6 = bitcast %struct.D* %0 to i8*
  tail call void @_ZdlPv(i8* noundef nonnull %6) #16
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef i8* @_ZNK1D3whoEv(%struct.D* noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #9 comdat align 2 {
  ret i8* getelementptr inbounds ([2 x i8], [2 x i8]* @.str.8, i64 0, i64 0)
}

; Function Attrs: nounwind uwtable
define linkonce_odr dso_local void @_ZThn16_N1DD1Ev(%struct.D* noundef %0) unnamed_addr #1 comdat align 2 personality i32 (...)* @__gxx_personality_seh0 {
  %2 = getelementptr inbounds %struct.D, %struct.D* %0, i64 -1, i32 4
  %3 = bitcast %struct.V.base* %2 to %struct.D*
  %4 = getelementptr %struct.V.base, %struct.V.base* %2, i64 0, i32 0
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*], [7 x i8*] }, { [6 x i8*], [5 x i8*], [7 x i8*] }* @_ZTV1D, i64 0, inrange i32 0, i64 3) to i32 (...)**), i32 (...)*** %4, align 8, !tbaa !11
  %5 = getelementptr inbounds %struct.V.base, %struct.V.base* %2, i64 2, i32 1
  %6 = bitcast i32* %5 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*], [7 x i8*] }, { [6 x i8*], [5 x i8*], [7 x i8*] }* @_ZTV1D, i64 0, inrange i32 2, i64 4) to i32 (...)**), i32 (...)*** %6, align 8, !tbaa !11
  %7 = getelementptr inbounds %struct.D, %struct.D* %3, i64 0, i32 2, i32 0
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*], [7 x i8*] }, { [6 x i8*], [5 x i8*], [7 x i8*] }* @_ZTV1D, i64 0, inrange i32 1, i64 3) to i32 (...)**), i32 (...)*** %7, align 8, !tbaa !11
  %8 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([3 x i8], [3 x i8]* @str.11, i64 0, i64 0)) #13
  ret void
}

; Function Attrs: nounwind uwtable
define linkonce_odr dso_local void @_ZThn16_N1DD0Ev(%struct.D* noundef %0) unnamed_addr #1 comdat align 2 personality i32 (...)* @__gxx_personality_seh0 {
  %2 = getelementptr inbounds %struct.D, %struct.D* %0, i64 -1, i32 4
  %3 = bitcast %struct.V.base* %2 to %struct.D*
  %4 = getelementptr %struct.V.base, %struct.V.base* %2, i64 0, i32 0
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*], [7 x i8*] }, { [6 x i8*], [5 x i8*], [7 x i8*] }* @_ZTV1D, i64 0, inrange i32 0, i64 3) to i32 (...)**), i32 (...)*** %4, align 8, !tbaa !11
  %5 = getelementptr inbounds %struct.V.base, %struct.V.base* %2, i64 2, i32 1
  %6 = bitcast i32* %5 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*], [7 x i8*] }, { [6 x i8*], [5 x i8*], [7 x i8*] }* @_ZTV1D, i64 0, inrange i32 2, i64 4) to i32 (...)**), i32 (...)*** %6, align 8, !tbaa !11
  %7 = getelementptr inbounds %struct.D, %struct.D* %3, i64 0, i32 2, i32 0
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*], [7 x i8*] }, { [6 x i8*], [5 x i8*], [7 x i8*] }* @_ZTV1D, i64 0, inrange i32 1, i64 3) to i32 (...)**), i32 (...)*** %7, align 8, !tbaa !11
  %8 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([3 x i8], [3 x i8]* @str.11, i64 0, i64 0)) #13
  %9 = bitcast %struct.V.base* %2 to i8*
  tail call void @_ZdlPv(i8* noundef nonnull %9) #16
  ret void
}

; Function Attrs: nounwind uwtable
define linkonce_odr dso_local void @_ZTv0_n24_N1DD1Ev(%struct.D* noundef %0) unnamed_addr #1 comdat align 2 personality i32 (...)* @__gxx_personality_seh0 {
  %2 = bitcast %struct.D* %0 to i8*
  %3 = bitcast %struct.D* %0 to i8**
  %4 = load i8*, i8** %3, align 8
  %5 = getelementptr inbounds i8, i8* %4, i64 -24
  %6 = bitcast i8* %5 to i64*
  %7 = load i64, i64* %6, align 8
  %8 = getelementptr inbounds i8, i8* %2, i64 %7
  %9 = bitcast i8* %8 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*], [7 x i8*] }, { [6 x i8*], [5 x i8*], [7 x i8*] }* @_ZTV1D, i64 0, inrange i32 0, i64 3) to i32 (...)**), i32 (...)*** %9, align 8, !tbaa !11
  %10 = getelementptr inbounds i8, i8* %8, i64 32
  %11 = bitcast i8* %10 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*], [7 x i8*] }, { [6 x i8*], [5 x i8*], [7 x i8*] }* @_ZTV1D, i64 0, inrange i32 2, i64 4) to i32 (...)**), i32 (...)*** %11, align 8, !tbaa !11
  %12 = getelementptr inbounds i8, i8* %8, i64 16
  %13 = bitcast i8* %12 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*], [7 x i8*] }, { [6 x i8*], [5 x i8*], [7 x i8*] }* @_ZTV1D, i64 0, inrange i32 1, i64 3) to i32 (...)**), i32 (...)*** %13, align 8, !tbaa !11
  %14 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([3 x i8], [3 x i8]* @str.11, i64 0, i64 0)) #13
  ret void
}

; Function Attrs: nounwind uwtable
define linkonce_odr dso_local void @_ZTv0_n24_N1DD0Ev(%struct.D* noundef %0) unnamed_addr #1 comdat align 2 personality i32 (...)* @__gxx_personality_seh0 {
  %2 = bitcast %struct.D* %0 to i8*
  %3 = bitcast %struct.D* %0 to i8**
  %4 = load i8*, i8** %3, align 8
  %5 = getelementptr inbounds i8, i8* %4, i64 -24
  %6 = bitcast i8* %5 to i64*
  %7 = load i64, i64* %6, align 8
  %8 = getelementptr inbounds i8, i8* %2, i64 %7
  %9 = bitcast i8* %8 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*], [7 x i8*] }, { [6 x i8*], [5 x i8*], [7 x i8*] }* @_ZTV1D, i64 0, inrange i32 0, i64 3) to i32 (...)**), i32 (...)*** %9, align 8, !tbaa !11
  %10 = getelementptr inbounds i8, i8* %8, i64 32
  %11 = bitcast i8* %10 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*], [7 x i8*] }, { [6 x i8*], [5 x i8*], [7 x i8*] }* @_ZTV1D, i64 0, inrange i32 2, i64 4) to i32 (...)**), i32 (...)*** %11, align 8, !tbaa !11
  %12 = getelementptr inbounds i8, i8* %8, i64 16
  %13 = bitcast i8* %12 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*], [5 x i8*], [7 x i8*] }, { [6 x i8*], [5 x i8*], [7 x i8*] }* @_ZTV1D, i64 0, inrange i32 1, i64 3) to i32 (...)**), i32 (...)*** %13, align 8, !tbaa !11
  %14 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([3 x i8], [3 x i8]* @str.11, i64 0, i64 0)) #13
  tail call void @_ZdlPv(i8* noundef nonnull %8) #16
  ret void
}

; Function Attrs: uwtable
define linkonce_odr dso_local noundef i8* @_ZTv0_n32_NK1D3whoEv(%struct.D* noundef %0) unnamed_addr #10 comdat align 2 {
  ret i8* getelementptr inbounds ([2 x i8], [2 x i8]* @.str.8, i64 0, i64 0)
}

; Function Attrs: nobuiltin nounwind
declare dso_local void @_ZdlPv(i8* noundef) local_unnamed_addr #11

; Function Attrs: inlinehint nounwind uwtable
define linkonce_odr dso_local void @_ZN1MD0Ev(%struct.M* noundef nonnull align 8 dereferenceable(36) %0) unnamed_addr #8 comdat align 2 {
  %2 = bitcast %struct.M* %0 to i8*
  tail call void @_ZdlPv(i8* noundef nonnull %2) #16
  ret void
}

; Function Attrs: inlinehint nounwind uwtable
define linkonce_odr dso_local void @_ZThn16_N1MD1Ev(%struct.M* noundef %0) unnamed_addr #8 comdat align 2 {
  ret void
}

; Function Attrs: inlinehint nounwind uwtable
define linkonce_odr dso_local void @_ZThn16_N1MD0Ev(%struct.M* noundef %0) unnamed_addr #8 comdat align 2 {
  %2 = getelementptr inbounds %struct.M, %struct.M* %0, i64 -1, i32 5
  %3 = bitcast %struct.V.base* %2 to i8*
  tail call void @_ZdlPv(i8* noundef nonnull %3) #16
  ret void
}

; Function Attrs: inlinehint nounwind uwtable
define linkonce_odr dso_local void @_ZTv0_n24_N1MD1Ev(%struct.M* noundef %0) unnamed_addr #8 comdat align 2 {
  ret void
}

; Function Attrs: inlinehint nounwind uwtable
define linkonce_odr dso_local void @_ZTv0_n24_N1MD0Ev(%struct.M* noundef %0) unnamed_addr #8 comdat align 2 {
  %2 = bitcast %struct.M* %0 to i8*
  %3 = bitcast %struct.M* %0 to i8**
  %4 = load i8*, i8** %3, align 8
  %5 = getelementptr inbounds i8, i8* %4, i64 -24
  %6 = bitcast i8* %5 to i64*
  %7 = load i64, i64* %6, align 8
  %8 = getelementptr inbounds i8, i8* %2, i64 %7
  tail call void @_ZdlPv(i8* noundef nonnull %8) #16
  ret void
}

; Function Attrs: nofree nounwind
declare noundef i32 @puts(i8* nocapture noundef readonly) local_unnamed_addr #12

attributes #0 = { norecurse uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nosync nounwind readnone }
attributes #3 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #4 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nounwind readonly }
attributes #6 = { noinline noreturn nounwind }
attributes #7 = { argmemonly mustprogress nofree nounwind willreturn writeonly }
attributes #8 = { inlinehint nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { mustprogress nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { nobuiltin nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #12 = { nofree nounwind }
attributes #13 = { nounwind }
attributes #14 = { noreturn }
attributes #15 = { noreturn nounwind }
attributes #16 = { builtin nounwind }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 1}
!3 = !{!"Debian clang version 14.0.6"}
!4 = !{!5, !6, i64 8}
!5 = !{!"_ZTS1L", !6, i64 8}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = !{!10, !6, i64 8}
!10 = !{!"_ZTS1R", !6, i64 8}
!11 = !{!12, !12, i64 0}
!12 = !{!"vtable pointer", !8, i64 0}
!13 = !{!14, !6, i64 28}
!14 = !{!"_ZTS1D", !6, i64 28}
!15 = !{!16, !6, i64 8}
!16 = !{!"_ZTS1V", !6, i64 8}
!17 = !{!18, !18, i64 0}
!18 = !{!"any pointer", !7, i64 0}
!19 = !{!20, !6, i64 12}
!20 = !{!"_ZTS5Extra", !6, i64 12}
!21 = !{!22, !6, i64 32}
!22 = !{!"_ZTS1M", !6, i64 32}
