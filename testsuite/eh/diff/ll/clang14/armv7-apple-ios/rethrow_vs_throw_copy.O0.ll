; ModuleID = 'rethrow_vs_throw_copy.cpp'
source_filename = "rethrow_vs_throw_copy.cpp"
target datalayout = "e-m:o-p:32:32-Fi8-f64:32:64-v64:32:64-v128:32:128-a:0:32-n32-S32"
target triple = "thumbv7-apple-ios5.0.0"

%struct.Base = type { i32 (...)**, i32 }
%struct.Derived = type { %struct.Base }

@_ZTVN10__cxxabiv120__si_class_type_infoE = external global i8*
@_ZTS7Derived = linkonce_odr constant [9 x i8] c"7Derived\00", align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global i8*
@_ZTS4Base = linkonce_odr constant [6 x i8] c"4Base\00", align 1
@_ZTI4Base = linkonce_odr constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @_ZTS4Base, i32 0, i32 0) }, align 4
@_ZTI7Derived = linkonce_odr constant { i8*, i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv120__si_class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([9 x i8], [9 x i8]* @_ZTS7Derived, i32 0, i32 0), i8* bitcast ({ i8*, i8* }* @_ZTI4Base to i8*) }, align 4
@.str = private unnamed_addr constant [22 x i8] c"inner %s %d, throw b\0A\00", align 1
@.str.1 = private unnamed_addr constant [13 x i8] c"outer %s %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [16 x i8] c"wrong: Derived\0A\00", align 1
@.str.3 = private unnamed_addr constant [21 x i8] c"inner %s %d, throw;\0A\00", align 1
@_ZTV7Derived = linkonce_odr unnamed_addr constant { [5 x i8*] } { [5 x i8*] [i8* null, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI7Derived to i8*), i8* bitcast (%struct.Derived* (%struct.Derived*)* @_ZN7DerivedD1Ev to i8*), i8* bitcast (void (%struct.Derived*)* @_ZN7DerivedD0Ev to i8*), i8* bitcast (i8* (%struct.Derived*)* @_ZNK7Derived4kindEv to i8*)] }, align 4
@_ZTV4Base = linkonce_odr unnamed_addr constant { [5 x i8*] } { [5 x i8*] [i8* null, i8* bitcast ({ i8*, i8* }* @_ZTI4Base to i8*), i8* bitcast (%struct.Base* (%struct.Base*)* @_ZN4BaseD1Ev to i8*), i8* bitcast (void (%struct.Base*)* @_ZN4BaseD0Ev to i8*), i8* bitcast (i8* (%struct.Base*)* @_ZNK4Base4kindEv to i8*)] }, align 4
@.str.4 = private unnamed_addr constant [10 x i8] c"Base(%d)\0A\00", align 1
@.str.5 = private unnamed_addr constant [5 x i8] c"Base\00", align 1
@.str.6 = private unnamed_addr constant [8 x i8] c"Derived\00", align 1
@.str.7 = private unnamed_addr constant [11 x i8] c"~Base(%d)\0A\00", align 1
@.str.8 = private unnamed_addr constant [20 x i8] c"Base copy %d -> %d\0A\00", align 1

; Function Attrs: mustprogress noinline norecurse optnone
define noundef i32 @main() #0 personality i8* bitcast (i32 (...)* @__gxx_personality_sj0 to i8*) {
  %1 = alloca i32, align 4
  %2 = alloca i8*, align 4
  %3 = alloca i32, align 4
  %4 = alloca %struct.Base*, align 4
  %5 = alloca %struct.Base*, align 4
  %6 = alloca %struct.Derived*, align 4
  %7 = alloca %struct.Base*, align 4
  %8 = alloca %struct.Derived*, align 4
  store i32 0, i32* %1, align 4
  %9 = call i8* @__cxa_allocate_exception(i32 8) #8
  %10 = bitcast i8* %9 to %struct.Derived*
  %11 = invoke noundef %struct.Derived* @_ZN7DerivedC1Ei(%struct.Derived* noundef nonnull align 4 dereferenceable(8) %10, i32 noundef 1)
          to label %12 unwind label %13

12:                                               ; preds = %0
  invoke void @__cxa_throw(i8* %9, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI7Derived to i8*), i8* bitcast (%struct.Derived* (%struct.Derived*)* @_ZN7DerivedD1Ev to i8*)) #9
          to label %170 unwind label %17

13:                                               ; preds = %0
  %14 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast ({ i8*, i8* }* @_ZTI4Base to i8*)
          catch i8* bitcast ({ i8*, i8*, i8* }* @_ZTI7Derived to i8*)
  %15 = extractvalue { i8*, i32 } %14, 0
  store i8* %15, i8** %2, align 4
  %16 = extractvalue { i8*, i32 } %14, 1
  store i32 %16, i32* %3, align 4
  call void @__cxa_free_exception(i8* %9) #8
  br label %21

17:                                               ; preds = %12
  %18 = landingpad { i8*, i32 }
          catch i8* bitcast ({ i8*, i8* }* @_ZTI4Base to i8*)
          catch i8* bitcast ({ i8*, i8*, i8* }* @_ZTI7Derived to i8*)
  %19 = extractvalue { i8*, i32 } %18, 0
  store i8* %19, i8** %2, align 4
  %20 = extractvalue { i8*, i32 } %18, 1
  store i32 %20, i32* %3, align 4
  br label %21

21:                                               ; preds = %17, %13
  %22 = load i32, i32* %3, align 4
  %23 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI4Base to i8*)) #8
  %24 = icmp eq i32 %22, %23
  br i1 %24, label %25, label %56

25:                                               ; preds = %21
  %26 = load i8*, i8** %2, align 4
  %27 = call i8* @__cxa_begin_catch(i8* %26) #8
  %28 = bitcast i8* %27 to %struct.Base*
  store %struct.Base* %28, %struct.Base** %4, align 4
  %29 = load %struct.Base*, %struct.Base** %4, align 4
  %30 = bitcast %struct.Base* %29 to i8* (%struct.Base*)***
  %31 = load i8* (%struct.Base*)**, i8* (%struct.Base*)*** %30, align 4
  %32 = getelementptr inbounds i8* (%struct.Base*)*, i8* (%struct.Base*)** %31, i64 2
  %33 = load i8* (%struct.Base*)*, i8* (%struct.Base*)** %32, align 4
  %34 = invoke noundef i8* %33(%struct.Base* noundef nonnull align 4 dereferenceable(8) %29)
          to label %35 unwind label %46

35:                                               ; preds = %25
  %36 = load %struct.Base*, %struct.Base** %4, align 4
  %37 = getelementptr inbounds %struct.Base, %struct.Base* %36, i32 0, i32 1
  %38 = load i32, i32* %37, align 4
  %39 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str, i32 0, i32 0), i8* noundef %34, i32 noundef %38)
          to label %40 unwind label %46

40:                                               ; preds = %35
  %41 = call i8* @__cxa_allocate_exception(i32 8) #8
  %42 = bitcast i8* %41 to %struct.Base*
  %43 = load %struct.Base*, %struct.Base** %4, align 4
  %44 = invoke noundef %struct.Base* @_ZN4BaseC1ERKS_(%struct.Base* noundef nonnull align 4 dereferenceable(8) %42, %struct.Base* noundef nonnull align 4 dereferenceable(8) %43)
          to label %45 unwind label %50

45:                                               ; preds = %40
  invoke void @__cxa_throw(i8* %41, i8* bitcast ({ i8*, i8* }* @_ZTI4Base to i8*), i8* bitcast (%struct.Base* (%struct.Base*)* @_ZN4BaseD1Ev to i8*)) #9
          to label %170 unwind label %46

46:                                               ; preds = %45, %35, %25
  %47 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast ({ i8*, i8*, i8* }* @_ZTI7Derived to i8*)
          catch i8* bitcast ({ i8*, i8* }* @_ZTI4Base to i8*)
  %48 = extractvalue { i8*, i32 } %47, 0
  store i8* %48, i8** %2, align 4
  %49 = extractvalue { i8*, i32 } %47, 1
  store i32 %49, i32* %3, align 4
  br label %54

50:                                               ; preds = %40
  %51 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast ({ i8*, i8*, i8* }* @_ZTI7Derived to i8*)
          catch i8* bitcast ({ i8*, i8* }* @_ZTI4Base to i8*)
  %52 = extractvalue { i8*, i32 } %51, 0
  store i8* %52, i8** %2, align 4
  %53 = extractvalue { i8*, i32 } %51, 1
  store i32 %53, i32* %3, align 4
  call void @__cxa_free_exception(i8* %41) #8
  br label %54

54:                                               ; preds = %50, %46
  invoke void @__cxa_end_catch()
          to label %55 unwind label %167

55:                                               ; preds = %54
  br label %56

56:                                               ; preds = %55, %21
  %57 = load i32, i32* %3, align 4
  %58 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8*, i8* }* @_ZTI7Derived to i8*)) #8
  %59 = icmp eq i32 %57, %58
  br i1 %59, label %60, label %71

60:                                               ; preds = %56
  %61 = load i8*, i8** %2, align 4
  %62 = call i8* @__cxa_begin_catch(i8* %61) #8
  %63 = bitcast i8* %62 to %struct.Derived*
  store %struct.Derived* %63, %struct.Derived** %6, align 4
  %64 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.2, i32 0, i32 0))
          to label %65 unwind label %96

65:                                               ; preds = %60
  call void @__cxa_end_catch()
  br label %66

66:                                               ; preds = %65, %89, %90
  %67 = call i8* @__cxa_allocate_exception(i32 8) #8
  %68 = bitcast i8* %67 to %struct.Derived*
  %69 = invoke noundef %struct.Derived* @_ZN7DerivedC1Ei(%struct.Derived* noundef nonnull align 4 dereferenceable(8) %68, i32 noundef 2)
          to label %70 unwind label %101

70:                                               ; preds = %66
  invoke void @__cxa_throw(i8* %67, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI7Derived to i8*), i8* bitcast (%struct.Derived* (%struct.Derived*)* @_ZN7DerivedD1Ev to i8*)) #9
          to label %170 unwind label %105

71:                                               ; preds = %56
  %72 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI4Base to i8*)) #8
  %73 = icmp eq i32 %57, %72
  br i1 %73, label %74, label %162

74:                                               ; preds = %71
  %75 = load i8*, i8** %2, align 4
  %76 = call i8* @__cxa_begin_catch(i8* %75) #8
  %77 = bitcast i8* %76 to %struct.Base*
  store %struct.Base* %77, %struct.Base** %5, align 4
  %78 = load %struct.Base*, %struct.Base** %5, align 4
  %79 = bitcast %struct.Base* %78 to i8* (%struct.Base*)***
  %80 = load i8* (%struct.Base*)**, i8* (%struct.Base*)*** %79, align 4
  %81 = getelementptr inbounds i8* (%struct.Base*)*, i8* (%struct.Base*)** %80, i64 2
  %82 = load i8* (%struct.Base*)*, i8* (%struct.Base*)** %81, align 4
  %83 = invoke noundef i8* %82(%struct.Base* noundef nonnull align 4 dereferenceable(8) %78)
          to label %84 unwind label %91

84:                                               ; preds = %74
  %85 = load %struct.Base*, %struct.Base** %5, align 4
  %86 = getelementptr inbounds %struct.Base, %struct.Base* %85, i32 0, i32 1
  %87 = load i32, i32* %86, align 4
  %88 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.1, i32 0, i32 0), i8* noundef %83, i32 noundef %87)
          to label %89 unwind label %91

89:                                               ; preds = %84
  call void @__cxa_end_catch()
  br label %66

90:                                               ; No predecessors!
  br label %66

91:                                               ; preds = %84, %74
  %92 = landingpad { i8*, i32 }
          cleanup
  %93 = extractvalue { i8*, i32 } %92, 0
  store i8* %93, i8** %2, align 4
  %94 = extractvalue { i8*, i32 } %92, 1
  store i32 %94, i32* %3, align 4
  invoke void @__cxa_end_catch()
          to label %95 unwind label %167

95:                                               ; preds = %91
  br label %162

96:                                               ; preds = %60
  %97 = landingpad { i8*, i32 }
          cleanup
  %98 = extractvalue { i8*, i32 } %97, 0
  store i8* %98, i8** %2, align 4
  %99 = extractvalue { i8*, i32 } %97, 1
  store i32 %99, i32* %3, align 4
  invoke void @__cxa_end_catch()
          to label %100 unwind label %167

100:                                              ; preds = %96
  br label %162

101:                                              ; preds = %66
  %102 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast ({ i8*, i8* }* @_ZTI4Base to i8*)
          catch i8* bitcast ({ i8*, i8*, i8* }* @_ZTI7Derived to i8*)
  %103 = extractvalue { i8*, i32 } %102, 0
  store i8* %103, i8** %2, align 4
  %104 = extractvalue { i8*, i32 } %102, 1
  store i32 %104, i32* %3, align 4
  call void @__cxa_free_exception(i8* %67) #8
  br label %109

105:                                              ; preds = %70
  %106 = landingpad { i8*, i32 }
          catch i8* bitcast ({ i8*, i8* }* @_ZTI4Base to i8*)
          catch i8* bitcast ({ i8*, i8*, i8* }* @_ZTI7Derived to i8*)
  %107 = extractvalue { i8*, i32 } %106, 0
  store i8* %107, i8** %2, align 4
  %108 = extractvalue { i8*, i32 } %106, 1
  store i32 %108, i32* %3, align 4
  br label %109

109:                                              ; preds = %105, %101
  %110 = load i32, i32* %3, align 4
  %111 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI4Base to i8*)) #8
  %112 = icmp eq i32 %110, %111
  br i1 %112, label %113, label %134

113:                                              ; preds = %109
  %114 = load i8*, i8** %2, align 4
  %115 = call i8* @__cxa_begin_catch(i8* %114) #8
  %116 = bitcast i8* %115 to %struct.Base*
  store %struct.Base* %116, %struct.Base** %7, align 4
  %117 = load %struct.Base*, %struct.Base** %7, align 4
  %118 = bitcast %struct.Base* %117 to i8* (%struct.Base*)***
  %119 = load i8* (%struct.Base*)**, i8* (%struct.Base*)*** %118, align 4
  %120 = getelementptr inbounds i8* (%struct.Base*)*, i8* (%struct.Base*)** %119, i64 2
  %121 = load i8* (%struct.Base*)*, i8* (%struct.Base*)** %120, align 4
  %122 = invoke noundef i8* %121(%struct.Base* noundef nonnull align 4 dereferenceable(8) %117)
          to label %123 unwind label %129

123:                                              ; preds = %113
  %124 = load %struct.Base*, %struct.Base** %7, align 4
  %125 = getelementptr inbounds %struct.Base, %struct.Base* %124, i32 0, i32 1
  %126 = load i32, i32* %125, align 4
  %127 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([21 x i8], [21 x i8]* @.str.3, i32 0, i32 0), i8* noundef %122, i32 noundef %126)
          to label %128 unwind label %129

128:                                              ; preds = %123
  invoke void @__cxa_rethrow() #9
          to label %170 unwind label %129

129:                                              ; preds = %128, %123, %113
  %130 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast ({ i8*, i8*, i8* }* @_ZTI7Derived to i8*)
  %131 = extractvalue { i8*, i32 } %130, 0
  store i8* %131, i8** %2, align 4
  %132 = extractvalue { i8*, i32 } %130, 1
  store i32 %132, i32* %3, align 4
  invoke void @__cxa_end_catch()
          to label %133 unwind label %167

133:                                              ; preds = %129
  br label %134

134:                                              ; preds = %133, %109
  %135 = load i32, i32* %3, align 4
  %136 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8*, i8* }* @_ZTI7Derived to i8*)) #8
  %137 = icmp eq i32 %135, %136
  br i1 %137, label %138, label %162

138:                                              ; preds = %134
  %139 = load i8*, i8** %2, align 4
  %140 = call i8* @__cxa_begin_catch(i8* %139) #8
  %141 = bitcast i8* %140 to %struct.Derived*
  store %struct.Derived* %141, %struct.Derived** %8, align 4
  %142 = load %struct.Derived*, %struct.Derived** %8, align 4
  %143 = bitcast %struct.Derived* %142 to i8* (%struct.Derived*)***
  %144 = load i8* (%struct.Derived*)**, i8* (%struct.Derived*)*** %143, align 4
  %145 = getelementptr inbounds i8* (%struct.Derived*)*, i8* (%struct.Derived*)** %144, i64 2
  %146 = load i8* (%struct.Derived*)*, i8* (%struct.Derived*)** %145, align 4
  %147 = invoke noundef i8* %146(%struct.Derived* noundef nonnull align 4 dereferenceable(8) %142)
          to label %148 unwind label %157

148:                                              ; preds = %138
  %149 = load %struct.Derived*, %struct.Derived** %8, align 4
  %150 = bitcast %struct.Derived* %149 to %struct.Base*
  %151 = getelementptr inbounds %struct.Base, %struct.Base* %150, i32 0, i32 1
  %152 = load i32, i32* %151, align 4
  %153 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.1, i32 0, i32 0), i8* noundef %147, i32 noundef %152)
          to label %154 unwind label %157

154:                                              ; preds = %148
  call void @__cxa_end_catch()
  br label %155

155:                                              ; preds = %154, %156
  ret i32 0

156:                                              ; No predecessors!
  br label %155

157:                                              ; preds = %148, %138
  %158 = landingpad { i8*, i32 }
          cleanup
  %159 = extractvalue { i8*, i32 } %158, 0
  store i8* %159, i8** %2, align 4
  %160 = extractvalue { i8*, i32 } %158, 1
  store i32 %160, i32* %3, align 4
  invoke void @__cxa_end_catch()
          to label %161 unwind label %167

161:                                              ; preds = %157
  br label %162

162:                                              ; preds = %161, %134, %100, %95, %71
  %163 = load i8*, i8** %2, align 4
  %164 = load i32, i32* %3, align 4
  %165 = insertvalue { i8*, i32 } undef, i8* %163, 0
  %166 = insertvalue { i8*, i32 } %165, i32 %164, 1
  resume { i8*, i32 } %166

167:                                              ; preds = %157, %129, %96, %91, %54
  %168 = landingpad { i8*, i32 }
          catch i8* null
  %169 = extractvalue { i8*, i32 } %168, 0
  call void @__clang_call_terminate(i8* %169) #10
  unreachable

170:                                              ; preds = %128, %70, %45, %12
  unreachable
}

declare i8* @__cxa_allocate_exception(i32)

; Function Attrs: noinline optnone
define linkonce_odr noundef %struct.Derived* @_ZN7DerivedC1Ei(%struct.Derived* noundef nonnull align 4 dereferenceable(8) %0, i32 noundef %1) unnamed_addr #1 align 2 {
  %3 = alloca %struct.Derived*, align 4
  %4 = alloca i32, align 4
  store %struct.Derived* %0, %struct.Derived** %3, align 4
  store i32 %1, i32* %4, align 4
  %5 = load %struct.Derived*, %struct.Derived** %3, align 4
  %6 = load i32, i32* %4, align 4
  %7 = call noundef %struct.Derived* @_ZN7DerivedC2Ei(%struct.Derived* noundef nonnull align 4 dereferenceable(8) %5, i32 noundef %6)
  ret %struct.Derived* %5
}

declare i32 @__gxx_personality_sj0(...)

declare void @__cxa_free_exception(i8*)

; Function Attrs: noinline nounwind optnone
define linkonce_odr noundef %struct.Derived* @_ZN7DerivedD1Ev(%struct.Derived* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #2 align 2 {
  %2 = alloca %struct.Derived*, align 4
  store %struct.Derived* %0, %struct.Derived** %2, align 4
  %3 = load %struct.Derived*, %struct.Derived** %2, align 4
  %4 = call noundef %struct.Derived* @_ZN7DerivedD2Ev(%struct.Derived* noundef nonnull align 4 dereferenceable(8) %3) #8
  ret %struct.Derived* %3
}

declare void @__cxa_throw(i8*, i8*, i8*)

; Function Attrs: nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #3

declare i8* @__cxa_begin_catch(i8*)

declare i32 @printf(i8* noundef, ...) #4

; Function Attrs: noinline optnone
define linkonce_odr noundef %struct.Base* @_ZN4BaseC1ERKS_(%struct.Base* noundef nonnull align 4 dereferenceable(8) %0, %struct.Base* noundef nonnull align 4 dereferenceable(8) %1) unnamed_addr #1 align 2 {
  %3 = alloca %struct.Base*, align 4
  %4 = alloca %struct.Base*, align 4
  store %struct.Base* %0, %struct.Base** %3, align 4
  store %struct.Base* %1, %struct.Base** %4, align 4
  %5 = load %struct.Base*, %struct.Base** %3, align 4
  %6 = load %struct.Base*, %struct.Base** %4, align 4
  %7 = call noundef %struct.Base* @_ZN4BaseC2ERKS_(%struct.Base* noundef nonnull align 4 dereferenceable(8) %5, %struct.Base* noundef nonnull align 4 dereferenceable(8) %6)
  ret %struct.Base* %5
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr noundef %struct.Base* @_ZN4BaseD1Ev(%struct.Base* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #2 align 2 {
  %2 = alloca %struct.Base*, align 4
  store %struct.Base* %0, %struct.Base** %2, align 4
  %3 = load %struct.Base*, %struct.Base** %2, align 4
  %4 = call noundef %struct.Base* @_ZN4BaseD2Ev(%struct.Base* noundef nonnull align 4 dereferenceable(8) %3) #8
  ret %struct.Base* %3
}

declare void @__cxa_end_catch()

; Function Attrs: noinline noreturn nounwind
define linkonce_odr hidden void @__clang_call_terminate(i8* %0) #5 {
  %2 = call i8* @__cxa_begin_catch(i8* %0) #8
  call void @_ZSt9terminatev() #10
  unreachable
}

declare void @_ZSt9terminatev()

declare void @__cxa_rethrow()

; Function Attrs: noinline optnone
define linkonce_odr noundef %struct.Derived* @_ZN7DerivedC2Ei(%struct.Derived* noundef nonnull align 4 dereferenceable(8) %0, i32 noundef %1) unnamed_addr #1 align 2 {
  %3 = alloca %struct.Derived*, align 4
  %4 = alloca i32, align 4
  store %struct.Derived* %0, %struct.Derived** %3, align 4
  store i32 %1, i32* %4, align 4
  %5 = load %struct.Derived*, %struct.Derived** %3, align 4
  %6 = bitcast %struct.Derived* %5 to %struct.Base*
  %7 = load i32, i32* %4, align 4
  %8 = call noundef %struct.Base* @_ZN4BaseC2Ei(%struct.Base* noundef nonnull align 4 dereferenceable(8) %6, i32 noundef %7)
  %9 = bitcast %struct.Derived* %5 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV7Derived, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %9, align 4
  ret %struct.Derived* %5
}

; Function Attrs: noinline optnone
define linkonce_odr noundef %struct.Base* @_ZN4BaseC2Ei(%struct.Base* noundef nonnull align 4 dereferenceable(8) %0, i32 noundef %1) unnamed_addr #1 align 2 {
  %3 = alloca %struct.Base*, align 4
  %4 = alloca i32, align 4
  store %struct.Base* %0, %struct.Base** %3, align 4
  store i32 %1, i32* %4, align 4
  %5 = load %struct.Base*, %struct.Base** %3, align 4
  %6 = bitcast %struct.Base* %5 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV4Base, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %6, align 4
  %7 = getelementptr inbounds %struct.Base, %struct.Base* %5, i32 0, i32 1
  %8 = load i32, i32* %4, align 4
  store i32 %8, i32* %7, align 4
  %9 = getelementptr inbounds %struct.Base, %struct.Base* %5, i32 0, i32 1
  %10 = load i32, i32* %9, align 4
  %11 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.4, i32 0, i32 0), i32 noundef %10)
  ret %struct.Base* %5
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr void @_ZN7DerivedD0Ev(%struct.Derived* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #2 align 2 {
  %2 = alloca %struct.Derived*, align 4
  store %struct.Derived* %0, %struct.Derived** %2, align 4
  %3 = load %struct.Derived*, %struct.Derived** %2, align 4
  %4 = call noundef %struct.Derived* @_ZN7DerivedD1Ev(%struct.Derived* noundef nonnull align 4 dereferenceable(8) %3) #8
  %5 = bitcast %struct.Derived* %3 to i8*
  call void @_ZdlPv(i8* noundef %5) #11
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr noundef i8* @_ZNK7Derived4kindEv(%struct.Derived* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #6 align 2 {
  %2 = alloca %struct.Derived*, align 4
  store %struct.Derived* %0, %struct.Derived** %2, align 4
  %3 = load %struct.Derived*, %struct.Derived** %2, align 4
  ret i8* getelementptr inbounds ([8 x i8], [8 x i8]* @.str.6, i32 0, i32 0)
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr void @_ZN4BaseD0Ev(%struct.Base* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #2 align 2 {
  %2 = alloca %struct.Base*, align 4
  store %struct.Base* %0, %struct.Base** %2, align 4
  %3 = load %struct.Base*, %struct.Base** %2, align 4
  %4 = call noundef %struct.Base* @_ZN4BaseD1Ev(%struct.Base* noundef nonnull align 4 dereferenceable(8) %3) #8
  %5 = bitcast %struct.Base* %3 to i8*
  call void @_ZdlPv(i8* noundef %5) #11
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr noundef i8* @_ZNK4Base4kindEv(%struct.Base* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #6 align 2 {
  %2 = alloca %struct.Base*, align 4
  store %struct.Base* %0, %struct.Base** %2, align 4
  %3 = load %struct.Base*, %struct.Base** %2, align 4
  ret i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i32 0, i32 0)
}

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPv(i8* noundef) #7

; Function Attrs: noinline nounwind optnone
define linkonce_odr noundef %struct.Derived* @_ZN7DerivedD2Ev(%struct.Derived* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #2 align 2 {
  %2 = alloca %struct.Derived*, align 4
  store %struct.Derived* %0, %struct.Derived** %2, align 4
  %3 = load %struct.Derived*, %struct.Derived** %2, align 4
  %4 = bitcast %struct.Derived* %3 to %struct.Base*
  %5 = call noundef %struct.Base* @_ZN4BaseD2Ev(%struct.Base* noundef nonnull align 4 dereferenceable(8) %4) #8
  ret %struct.Derived* %3
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr noundef %struct.Base* @_ZN4BaseD2Ev(%struct.Base* noundef nonnull align 4 dereferenceable(8) %0) unnamed_addr #2 align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_sj0 to i8*) {
  %2 = alloca %struct.Base*, align 4
  store %struct.Base* %0, %struct.Base** %2, align 4
  %3 = load %struct.Base*, %struct.Base** %2, align 4
  %4 = bitcast %struct.Base* %3 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV4Base, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %4, align 4
  %5 = getelementptr inbounds %struct.Base, %struct.Base* %3, i32 0, i32 1
  %6 = load i32, i32* %5, align 4
  %7 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.7, i32 0, i32 0), i32 noundef %6)
          to label %8 unwind label %9

8:                                                ; preds = %1
  ret %struct.Base* %3

9:                                                ; preds = %1
  %10 = landingpad { i8*, i32 }
          catch i8* null
  %11 = extractvalue { i8*, i32 } %10, 0
  call void @__clang_call_terminate(i8* %11) #10
  unreachable
}

; Function Attrs: noinline optnone
define linkonce_odr noundef %struct.Base* @_ZN4BaseC2ERKS_(%struct.Base* noundef nonnull align 4 dereferenceable(8) %0, %struct.Base* noundef nonnull align 4 dereferenceable(8) %1) unnamed_addr #1 align 2 {
  %3 = alloca %struct.Base*, align 4
  %4 = alloca %struct.Base*, align 4
  store %struct.Base* %0, %struct.Base** %3, align 4
  store %struct.Base* %1, %struct.Base** %4, align 4
  %5 = load %struct.Base*, %struct.Base** %3, align 4
  %6 = bitcast %struct.Base* %5 to i32 (...)***
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV4Base, i32 0, inrange i32 0, i32 2) to i32 (...)**), i32 (...)*** %6, align 4
  %7 = getelementptr inbounds %struct.Base, %struct.Base* %5, i32 0, i32 1
  %8 = load %struct.Base*, %struct.Base** %4, align 4
  %9 = getelementptr inbounds %struct.Base, %struct.Base* %8, i32 0, i32 1
  %10 = load i32, i32* %9, align 4
  %11 = add nsw i32 %10, 10
  store i32 %11, i32* %7, align 4
  %12 = load %struct.Base*, %struct.Base** %4, align 4
  %13 = getelementptr inbounds %struct.Base, %struct.Base* %12, i32 0, i32 1
  %14 = load i32, i32* %13, align 4
  %15 = getelementptr inbounds %struct.Base, %struct.Base* %5, i32 0, i32 1
  %16 = load i32, i32* %15, align 4
  %17 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([20 x i8], [20 x i8]* @.str.8, i32 0, i32 0), i32 noundef %14, i32 noundef %16)
  ret %struct.Base* %5
}

attributes #0 = { mustprogress noinline norecurse optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { noinline optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #2 = { noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #3 = { nounwind readnone }
attributes #4 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #5 = { noinline noreturn nounwind }
attributes #6 = { mustprogress noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #7 = { nobuiltin nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #8 = { nounwind }
attributes #9 = { noreturn }
attributes #10 = { noreturn nounwind }
attributes #11 = { builtin nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"min_enum_size", i32 4}
!2 = !{i32 1, !"branch-target-enforcement", i32 0}
!3 = !{i32 1, !"sign-return-address", i32 0}
!4 = !{i32 1, !"sign-return-address-all", i32 0}
!5 = !{i32 1, !"sign-return-address-with-bkey", i32 0}
!6 = !{i32 7, !"PIC Level", i32 2}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 14.0.6"}
