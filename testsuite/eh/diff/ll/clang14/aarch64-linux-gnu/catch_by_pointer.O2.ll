; ModuleID = 'catch_by_pointer.cpp'
source_filename = "catch_by_pointer.cpp"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64-unknown-linux-gnu"

%struct.Derived = type { %struct.Base.base, [4 x i8] }
%struct.Base.base = type <{ i32 (...)**, i32 }>
%struct.Base = type <{ i32 (...)**, i32, [4 x i8] }>

$_ZNK7Derived2idEv = comdat any

$_ZTSP4Base = comdat any

$_ZTS4Base = comdat any

$_ZTI4Base = comdat any

$_ZTIP4Base = comdat any

$_ZTSP7Derived = comdat any

$_ZTS7Derived = comdat any

$_ZTI7Derived = comdat any

$_ZTIP7Derived = comdat any

$_ZTSPKPKi = comdat any

$_ZTIPKPKi = comdat any

$_ZTSPPi = comdat any

$_ZTIPPi = comdat any

$_ZTV7Derived = comdat any

@_ZL9g_derived = internal global %struct.Derived { %struct.Base.base <{ i32 (...)** bitcast (i8** getelementptr inbounds ({ [3 x i8*] }, { [3 x i8*] }* @_ZTV7Derived, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 0 }>, [4 x i8] zeroinitializer }, align 8
@_ZTVN10__cxxabiv119__pointer_type_infoE = external global i8*
@_ZTSP4Base = linkonce_odr dso_local constant [7 x i8] c"P4Base\00", comdat, align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global i8*
@_ZTS4Base = linkonce_odr dso_local constant [6 x i8] c"4Base\00", comdat, align 1
@_ZTI4Base = linkonce_odr dso_local constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @_ZTS4Base, i32 0, i32 0) }, comdat, align 8
@_ZTIP4Base = linkonce_odr dso_local constant { i8*, i8*, i32, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv119__pointer_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([7 x i8], [7 x i8]* @_ZTSP4Base, i32 0, i32 0), i32 0, i8* bitcast ({ i8*, i8* }* @_ZTI4Base to i8*) }, comdat, align 8
@_ZTSP7Derived = linkonce_odr dso_local constant [10 x i8] c"P7Derived\00", comdat, align 1
@_ZTVN10__cxxabiv120__si_class_type_infoE = external global i8*
@_ZTS7Derived = linkonce_odr dso_local constant [9 x i8] c"7Derived\00", comdat, align 1
@_ZTI7Derived = linkonce_odr dso_local constant { i8*, i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([9 x i8], [9 x i8]* @_ZTS7Derived, i32 0, i32 0), i8* bitcast ({ i8*, i8* }* @_ZTI4Base to i8*) }, comdat, align 8
@_ZTIP7Derived = linkonce_odr dso_local constant { i8*, i8*, i32, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv119__pointer_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([10 x i8], [10 x i8]* @_ZTSP7Derived, i32 0, i32 0), i32 0, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI7Derived to i8*) }, comdat, align 8
@.str = private unnamed_addr constant [28 x i8] c"Base* id=%d tag=%d same=%d\0A\00", align 1
@_ZTIPKi = external constant i8*
@_ZL5g_int = internal global i32 42, align 4
@_ZTIPi = external constant i8*
@.str.1 = private unnamed_addr constant [15 x i8] c"const int* %d\0A\00", align 1
@_ZTSPKPKi = linkonce_odr dso_local constant [6 x i8] c"PKPKi\00", comdat, align 1
@_ZTIPKPKi = linkonce_odr dso_local constant { i8*, i8*, i32, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv119__pointer_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @_ZTSPKPKi, i32 0, i32 0), i32 1, i8* bitcast (i8** @_ZTIPKi to i8*) }, comdat, align 8
@_ZTSPPi = linkonce_odr dso_local constant [4 x i8] c"PPi\00", comdat, align 1
@_ZTIPPi = linkonce_odr dso_local constant { i8*, i8*, i32, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv119__pointer_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @_ZTSPPi, i32 0, i32 0), i32 0, i8* bitcast (i8** @_ZTIPi to i8*) }, comdat, align 8
@.str.2 = private unnamed_addr constant [22 x i8] c"const int* const* %d\0A\00", align 1
@_ZTIPc = external constant i8*
@_ZTIPKc = external constant i8*
@.str.3 = private unnamed_addr constant [10 x i8] c"a literal\00", align 1
@.str.4 = private unnamed_addr constant [16 x i8] c"const char* %s\0A\00", align 1
@_ZTIPv = external constant i8*
@.str.6 = private unnamed_addr constant [15 x i8] c"void* same=%d\0A\00", align 1
@.str.8 = private unnamed_addr constant [24 x i8] c"int* as void* value=%d\0A\00", align 1
@.str.9 = private unnamed_addr constant [16 x i8] c"Derived* id=%d\0A\00", align 1
@_ZTV7Derived = linkonce_odr dso_local unnamed_addr constant { [3 x i8*] } { [3 x i8*] [i8* null, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI7Derived to i8*), i8* bitcast (i32 (%struct.Derived*)* @_ZNK7Derived2idEv to i8*)] }, comdat, align 8
@llvm.global_ctors = appending global [0 x { i32, void ()*, i8* }] zeroinitializer
@str = private unnamed_addr constant [35 x i8] c"wrong: pointer caught by reference\00", align 1
@str.11 = private unnamed_addr constant [28 x i8] c"wrong: void* caught as int*\00", align 1
@str.12 = private unnamed_addr constant [13 x i8] c"wrong: char*\00", align 1

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %1 = alloca i32*, align 8
  store i32 5, i32* getelementptr inbounds (%struct.Derived, %struct.Derived* @_ZL9g_derived, i64 0, i32 0, i32 1), align 8, !tbaa !10
  %2 = tail call i8* @__cxa_allocate_exception(i64 8) #6
  %3 = bitcast i8* %2 to %struct.Derived**
  store %struct.Derived* @_ZL9g_derived, %struct.Derived** %3, align 16, !tbaa !15
  invoke void @__cxa_throw(i8* nonnull %2, i8* bitcast ({ i8*, i8*, i32, i8* }* @_ZTIP7Derived to i8*), i8* null) #7
          to label %143 unwind label %4

4:                                                ; preds = %0
  %5 = landingpad { i8*, i32 }
          catch i8* bitcast ({ i8*, i8*, i32, i8* }* @_ZTIP4Base to i8*)
  %6 = extractvalue { i8*, i32 } %5, 0
  %7 = extractvalue { i8*, i32 } %5, 1
  %8 = tail call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8*, i32, i8* }* @_ZTIP4Base to i8*)) #6
  %9 = icmp eq i32 %7, %8
  br i1 %9, label %10, label %138

10:                                               ; preds = %4
  %11 = tail call i8* @__cxa_begin_catch(i8* %6) #6
  %12 = bitcast i8* %11 to %struct.Base*
  %13 = bitcast i8* %11 to i32 (%struct.Base*)***
  %14 = load i32 (%struct.Base*)**, i32 (%struct.Base*)*** %13, align 8, !tbaa !17
  %15 = load i32 (%struct.Base*)*, i32 (%struct.Base*)** %14, align 8
  %16 = invoke noundef i32 %15(%struct.Base* noundef nonnull align 8 dereferenceable(12) %12)
          to label %17 unwind label %26

17:                                               ; preds = %10
  %18 = getelementptr inbounds i8, i8* %11, i64 8
  %19 = bitcast i8* %18 to i32*
  %20 = load i32, i32* %19, align 8, !tbaa !10
  %21 = icmp eq i8* %11, bitcast (%struct.Derived* @_ZL9g_derived to i8*)
  %22 = zext i1 %21 to i32
  %23 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([28 x i8], [28 x i8]* @.str, i64 0, i64 0), i32 noundef %16, i32 noundef %20, i32 noundef %22)
  tail call void @__cxa_end_catch() #6
  %24 = tail call i8* @__cxa_allocate_exception(i64 8) #6
  %25 = bitcast i8* %24 to i32**
  store i32* @_ZL5g_int, i32** %25, align 16, !tbaa !15
  invoke void @__cxa_throw(i8* nonnull %24, i8* bitcast (i8** @_ZTIPi to i8*), i8* null) #7
          to label %143 unwind label %30

26:                                               ; preds = %10
  %27 = landingpad { i8*, i32 }
          cleanup
  %28 = extractvalue { i8*, i32 } %27, 0
  %29 = extractvalue { i8*, i32 } %27, 1
  tail call void @__cxa_end_catch() #6
  br label %138

30:                                               ; preds = %17
  %31 = landingpad { i8*, i32 }
          catch i8* bitcast (i8** @_ZTIPKi to i8*)
  %32 = extractvalue { i8*, i32 } %31, 0
  %33 = extractvalue { i8*, i32 } %31, 1
  %34 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIPKi to i8*)) #6
  %35 = icmp eq i32 %33, %34
  br i1 %35, label %36, label %138

36:                                               ; preds = %30
  %37 = tail call i8* @__cxa_begin_catch(i8* %32) #6
  %38 = bitcast i8* %37 to i32*
  %39 = load i32, i32* %38, align 4, !tbaa !19
  %40 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.1, i64 0, i64 0), i32 noundef %39)
  tail call void @__cxa_end_catch() #6
  %41 = bitcast i32** %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %41) #6
  store i32* @_ZL5g_int, i32** %1, align 8, !tbaa !15
  %42 = tail call i8* @__cxa_allocate_exception(i64 8) #6
  %43 = bitcast i8* %42 to i32***
  store i32** %1, i32*** %43, align 16, !tbaa !15
  invoke void @__cxa_throw(i8* nonnull %42, i8* bitcast ({ i8*, i8*, i32, i8* }* @_ZTIPPi to i8*), i8* null) #7
          to label %143 unwind label %44

44:                                               ; preds = %36
  %45 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast ({ i8*, i8*, i32, i8* }* @_ZTIPKPKi to i8*)
  %46 = extractvalue { i8*, i32 } %45, 0
  %47 = extractvalue { i8*, i32 } %45, 1
  %48 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8*, i32, i8* }* @_ZTIPKPKi to i8*)) #6
  %49 = icmp eq i32 %47, %48
  br i1 %49, label %50, label %135

50:                                               ; preds = %44
  %51 = call i8* @__cxa_begin_catch(i8* %46) #6
  %52 = bitcast i8* %51 to i32**
  %53 = load i32*, i32** %52, align 8, !tbaa !15
  %54 = load i32, i32* %53, align 4, !tbaa !19
  %55 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.2, i64 0, i64 0), i32 noundef %54)
  call void @__cxa_end_catch() #6
  %56 = call i8* @__cxa_allocate_exception(i64 8) #6
  %57 = bitcast i8* %56 to i8**
  store i8* getelementptr inbounds ([10 x i8], [10 x i8]* @.str.3, i64 0, i64 0), i8** %57, align 16, !tbaa !15
  invoke void @__cxa_throw(i8* nonnull %56, i8* bitcast (i8** @_ZTIPKc to i8*), i8* null) #7
          to label %143 unwind label %58

58:                                               ; preds = %50
  %59 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTIPc to i8*)
          catch i8* bitcast (i8** @_ZTIPKc to i8*)
  %60 = extractvalue { i8*, i32 } %59, 0
  %61 = extractvalue { i8*, i32 } %59, 1
  %62 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIPc to i8*)) #6
  %63 = icmp eq i32 %61, %62
  br i1 %63, label %64, label %70

64:                                               ; preds = %58
  %65 = call i8* @__cxa_begin_catch(i8* %60) #6
  %66 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @str.12, i64 0, i64 0))
  br label %67

67:                                               ; preds = %64, %73
  call void @__cxa_end_catch() #6
  %68 = call i8* @__cxa_allocate_exception(i64 8) #6
  %69 = bitcast i8* %68 to i8**
  store i8* bitcast (i32* @_ZL5g_int to i8*), i8** %69, align 16, !tbaa !15
  invoke void @__cxa_throw(i8* nonnull %68, i8* bitcast (i8** @_ZTIPv to i8*), i8* null) #7
          to label %143 unwind label %76

70:                                               ; preds = %58
  %71 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIPKc to i8*)) #6
  %72 = icmp eq i32 %61, %71
  br i1 %72, label %73, label %135

73:                                               ; preds = %70
  %74 = call i8* @__cxa_begin_catch(i8* %60) #6
  %75 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.4, i64 0, i64 0), i8* noundef %74)
  br label %67

76:                                               ; preds = %67
  %77 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTIPi to i8*)
          catch i8* bitcast (i8** @_ZTIPv to i8*)
  %78 = extractvalue { i8*, i32 } %77, 0
  %79 = extractvalue { i8*, i32 } %77, 1
  %80 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIPi to i8*)) #6
  %81 = icmp eq i32 %79, %80
  br i1 %81, label %82, label %88

82:                                               ; preds = %76
  %83 = call i8* @__cxa_begin_catch(i8* %78) #6
  %84 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([28 x i8], [28 x i8]* @str.11, i64 0, i64 0))
  br label %85

85:                                               ; preds = %82, %91
  call void @__cxa_end_catch() #6
  %86 = call i8* @__cxa_allocate_exception(i64 8) #6
  %87 = bitcast i8* %86 to i32**
  store i32* @_ZL5g_int, i32** %87, align 16, !tbaa !15
  invoke void @__cxa_throw(i8* nonnull %86, i8* bitcast (i8** @_ZTIPi to i8*), i8* null) #7
          to label %143 unwind label %96

88:                                               ; preds = %76
  %89 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIPv to i8*)) #6
  %90 = icmp eq i32 %79, %89
  br i1 %90, label %91, label %135

91:                                               ; preds = %88
  %92 = call i8* @__cxa_begin_catch(i8* %78) #6
  %93 = icmp eq i8* %92, bitcast (i32* @_ZL5g_int to i8*)
  %94 = zext i1 %93 to i32
  %95 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.6, i64 0, i64 0), i32 noundef %94)
  br label %85

96:                                               ; preds = %85
  %97 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTIPv to i8*)
  %98 = extractvalue { i8*, i32 } %97, 0
  %99 = extractvalue { i8*, i32 } %97, 1
  %100 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIPv to i8*)) #6
  %101 = icmp eq i32 %99, %100
  br i1 %101, label %102, label %135

102:                                              ; preds = %96
  %103 = call i8* @__cxa_begin_catch(i8* %98) #6
  %104 = bitcast i8* %103 to i32*
  %105 = load i32, i32* %104, align 4, !tbaa !19
  %106 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([24 x i8], [24 x i8]* @.str.8, i64 0, i64 0), i32 noundef %105)
  call void @__cxa_end_catch() #6
  %107 = call i8* @__cxa_allocate_exception(i64 8) #6
  %108 = bitcast i8* %107 to %struct.Derived**
  store %struct.Derived* @_ZL9g_derived, %struct.Derived** %108, align 16, !tbaa !15
  invoke void @__cxa_throw(i8* nonnull %107, i8* bitcast ({ i8*, i8*, i32, i8* }* @_ZTIP7Derived to i8*), i8* null) #7
          to label %143 unwind label %109

109:                                              ; preds = %102
  %110 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast ({ i8*, i8* }* @_ZTI4Base to i8*)
          catch i8* bitcast ({ i8*, i8*, i32, i8* }* @_ZTIP7Derived to i8*)
  %111 = extractvalue { i8*, i32 } %110, 0
  %112 = extractvalue { i8*, i32 } %110, 1
  %113 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI4Base to i8*)) #6
  %114 = icmp eq i32 %112, %113
  br i1 %114, label %115, label %119

115:                                              ; preds = %109
  %116 = call i8* @__cxa_begin_catch(i8* %111) #6
  %117 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([35 x i8], [35 x i8]* @str, i64 0, i64 0))
  call void @__cxa_end_catch()
  br label %118

118:                                              ; preds = %115, %129
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %41) #6
  ret i32 0

119:                                              ; preds = %109
  %120 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8*, i32, i8* }* @_ZTIP7Derived to i8*)) #6
  %121 = icmp eq i32 %112, %120
  br i1 %121, label %122, label %135

122:                                              ; preds = %119
  %123 = call i8* @__cxa_begin_catch(i8* %111) #6
  %124 = bitcast i8* %123 to %struct.Derived*
  %125 = bitcast i8* %123 to i32 (%struct.Derived*)***
  %126 = load i32 (%struct.Derived*)**, i32 (%struct.Derived*)*** %125, align 8, !tbaa !17
  %127 = load i32 (%struct.Derived*)*, i32 (%struct.Derived*)** %126, align 8
  %128 = invoke noundef i32 %127(%struct.Derived* noundef nonnull align 8 dereferenceable(12) %124)
          to label %129 unwind label %131

129:                                              ; preds = %122
  %130 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.9, i64 0, i64 0), i32 noundef %128)
  call void @__cxa_end_catch() #6
  br label %118

131:                                              ; preds = %122
  %132 = landingpad { i8*, i32 }
          cleanup
  %133 = extractvalue { i8*, i32 } %132, 0
  %134 = extractvalue { i8*, i32 } %132, 1
  call void @__cxa_end_catch() #6
  br label %135

135:                                              ; preds = %131, %119, %96, %88, %70, %44
  %136 = phi i32 [ %134, %131 ], [ %112, %119 ], [ %99, %96 ], [ %79, %88 ], [ %61, %70 ], [ %47, %44 ]
  %137 = phi i8* [ %133, %131 ], [ %111, %119 ], [ %98, %96 ], [ %78, %88 ], [ %60, %70 ], [ %46, %44 ]
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %41) #6
  br label %138

138:                                              ; preds = %135, %30, %26, %4
  %139 = phi i32 [ %136, %135 ], [ %33, %30 ], [ %29, %26 ], [ %7, %4 ]
  %140 = phi i8* [ %137, %135 ], [ %32, %30 ], [ %28, %26 ], [ %6, %4 ]
  %141 = insertvalue { i8*, i32 } undef, i8* %140, 0
  %142 = insertvalue { i8*, i32 } %141, i32 %139, 1
  resume { i8*, i32 } %142

143:                                              ; preds = %102, %85, %67, %50, %36, %17, %0
  unreachable
}

declare i8* @__cxa_allocate_exception(i64) local_unnamed_addr

declare void @__cxa_throw(i8*, i8*, i8*) local_unnamed_addr

declare i32 @__gxx_personality_v0(...)

; Function Attrs: nofree nosync nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #1

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #2

declare i8* @__cxa_begin_catch(i8*) local_unnamed_addr

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #3

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef i32 @_ZNK7Derived2idEv(%struct.Derived* noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #4 comdat align 2 {
  ret i32 2
}

; Function Attrs: nofree nounwind
declare noundef i32 @puts(i8* nocapture noundef readonly) local_unnamed_addr #5

attributes #0 = { mustprogress norecurse uwtable "frame-pointer"="non-leaf" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+outline-atomics,+v8a" }
attributes #1 = { nofree nosync nounwind readnone }
attributes #2 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #3 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+outline-atomics,+v8a" }
attributes #4 = { mustprogress nounwind uwtable "frame-pointer"="non-leaf" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+outline-atomics,+v8a" }
attributes #5 = { nofree nounwind }
attributes #6 = { nounwind }
attributes #7 = { noreturn }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"branch-target-enforcement", i32 0}
!2 = !{i32 1, !"sign-return-address", i32 0}
!3 = !{i32 1, !"sign-return-address-all", i32 0}
!4 = !{i32 1, !"sign-return-address-with-bkey", i32 0}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 1}
!8 = !{i32 7, !"frame-pointer", i32 1}
!9 = !{!"Debian clang version 14.0.6"}
!10 = !{!11, !12, i64 8}
!11 = !{!"_ZTS4Base", !12, i64 8}
!12 = !{!"int", !13, i64 0}
!13 = !{!"omnipotent char", !14, i64 0}
!14 = !{!"Simple C++ TBAA"}
!15 = !{!16, !16, i64 0}
!16 = !{!"any pointer", !13, i64 0}
!17 = !{!18, !18, i64 0}
!18 = !{!"vtable pointer", !14, i64 0}
!19 = !{!12, !12, i64 0}
