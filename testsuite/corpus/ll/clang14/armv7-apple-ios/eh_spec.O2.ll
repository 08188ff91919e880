; ModuleID = 'eh_spec.cpp'
source_filename = "eh_spec.cpp"
target datalayout = "e-m:o-p:32:32-Fi8-f64:32:64-v64:32:64-v128:32:128-a:0:32-n32-S32"
target triple = "thumbv7-apple-ios5.0.0"

%struct.Fragile = type { i32 }

@_ZL6allocs = internal unnamed_addr global i32 0, align 4
@_ZL5frees = internal unnamed_addr global i32 0, align 4
@_ZN7Fragile6budgetE = local_unnamed_addr global i32 0, align 4
@_ZTIPKc = external constant i8*
@.str.1 = private unnamed_addr constant [30 x i8] c"caught %s allocs=%d frees=%d\0A\00", align 1
@_ZTIi = external constant i8*
@.str.2 = private unnamed_addr constant [54 x i8] c"array failed at budget %d ctors=%d dtors=%d frees=%d\0A\00", align 1
@_ZL5ctors = internal unnamed_addr global i32 0, align 4
@_ZL5dtors = internal unnamed_addr global i32 0, align 4
@.str.3 = private unnamed_addr constant [15 x i8] c"spec threw %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [27 x i8] c"ok=%d nothing=%d never=%d\0A\00", align 1
@.str.5 = private unnamed_addr constant [43 x i8] c"as short %d, as long long %d, mismatch %d\0A\00", align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global i8*
@_ZTS7Fragile = linkonce_odr constant [9 x i8] c"7Fragile\00", align 1
@_ZTI7Fragile = linkonce_odr constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([9 x i8], [9 x i8]* @_ZTS7Fragile, i32 0, i32 0) }, align 4
@.str.6 = private unnamed_addr constant [26 x i8] c"lambda threw Fragile(%d)\0A\00", align 1
@.str.7 = private unnamed_addr constant [18 x i8] c"layered(%d) = %d\0A\00", align 1
@.str.8 = private unnamed_addr constant [50 x i8] c"final allocs=%d frees=%d ctors=%d dtors=%d ok=%d\0A\00", align 1
@.str.9 = private unnamed_addr constant [8 x i8] c"unlucky\00", align 1
@_ZTIs = external constant i8*
@_ZTIx = external constant i8*
@.str.10 = private unnamed_addr constant [6 x i8] c"outer\00", align 1
@.str.11 = private unnamed_addr constant [7 x i8] c"middle\00", align 1
@.str.12 = private unnamed_addr constant [6 x i8] c"inner\00", align 1
@.str.13 = private unnamed_addr constant [8 x i8] c"handler\00", align 1
@.str.14 = private unnamed_addr constant [12 x i8] c"  leave %s\0A\00", align 1

; Function Attrs: mustprogress nobuiltin nofree nounwind ssp willreturn allocsize(0)
define noalias noundef nonnull i8* @_Znwm(i32 noundef %0) local_unnamed_addr #0 {
  %2 = load i32, i32* @_ZL6allocs, align 4, !tbaa !9
  %3 = add nsw i32 %2, 1
  store i32 %3, i32* @_ZL6allocs, align 4, !tbaa !9
  %4 = tail call i8* @malloc(i32 noundef %0)
  ret i8* %4
}

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i32 noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nobuiltin nofree nounwind ssp willreturn allocsize(0)
define noalias noundef nonnull i8* @_Znam(i32 noundef %0) local_unnamed_addr #0 {
  %2 = load i32, i32* @_ZL6allocs, align 4, !tbaa !9
  %3 = add nsw i32 %2, 1
  store i32 %3, i32* @_ZL6allocs, align 4, !tbaa !9
  %4 = tail call i8* @malloc(i32 noundef %0)
  ret i8* %4
}

; Function Attrs: mustprogress nobuiltin nounwind ssp willreturn
define void @_ZdlPv(i8* noundef %0) local_unnamed_addr #2 personality i8* bitcast (i32 (...)* @__gxx_personality_sj0 to i8*) {
  %2 = icmp eq i8* %0, null
  br i1 %2, label %6, label %3

3:                                                ; preds = %1
  %4 = load i32, i32* @_ZL5frees, align 4, !tbaa !9
  %5 = add nsw i32 %4, 1
  store i32 %5, i32* @_ZL5frees, align 4, !tbaa !9
  br label %6

6:                                                ; preds = %3, %1
  tail call void @free(i8* noundef %0)
  ret void
}

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #3

declare i32 @__gxx_personality_sj0(...)

declare void @__cxa_call_unexpected(i8*) local_unnamed_addr

; Function Attrs: mustprogress nobuiltin nounwind ssp willreturn
define void @_ZdaPv(i8* noundef %0) local_unnamed_addr #2 personality i8* bitcast (i32 (...)* @__gxx_personality_sj0 to i8*) {
  %2 = icmp eq i8* %0, null
  br i1 %2, label %6, label %3

3:                                                ; preds = %1
  %4 = load i32, i32* @_ZL5frees, align 4, !tbaa !9
  %5 = add nsw i32 %4, 1
  store i32 %5, i32* @_ZL5frees, align 4, !tbaa !9
  br label %6

6:                                                ; preds = %3, %1
  tail call void @free(i8* noundef %0)
  ret void
}

; Function Attrs: norecurse ssp
define noundef i32 @main() local_unnamed_addr #4 personality i8* bitcast (i32 (...)* @__gxx_personality_sj0 to i8*) {
  %1 = load i32, i32* @_ZL6allocs, align 4, !tbaa !9
  %2 = add nsw i32 %1, 1
  store i32 %2, i32* @_ZL6allocs, align 4, !tbaa !9
  %3 = tail call i8* @__cxa_allocate_exception(i32 4) #9
  %4 = bitcast i8* %3 to i8**
  store i8* getelementptr inbounds ([8 x i8], [8 x i8]* @.str.9, i32 0, i32 0), i8** %4, align 8, !tbaa !13
  invoke void @__cxa_throw(i8* nonnull %3, i8* bitcast (i8** @_ZTIPKc to i8*), i8* null) #10
          to label %5 unwind label %6

5:                                                ; preds = %0
  unreachable

6:                                                ; preds = %0
  %7 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTIPKc to i8*)
  %8 = load i32, i32* @_ZL5frees, align 4, !tbaa !9
  %9 = add nsw i32 %8, 1
  store i32 %9, i32* @_ZL5frees, align 4, !tbaa !9
  %10 = extractvalue { i8*, i32 } %7, 1
  %11 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIPKc to i8*)) #9
  %12 = icmp eq i32 %10, %11
  br i1 %12, label %13, label %223

13:                                               ; preds = %6
  %14 = extractvalue { i8*, i32 } %7, 0
  %15 = tail call i8* @__cxa_begin_catch(i8* %14) #9
  %16 = load i32, i32* @_ZL6allocs, align 4, !tbaa !9
  %17 = load i32, i32* @_ZL5frees, align 4, !tbaa !9
  %18 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([30 x i8], [30 x i8]* @.str.1, i32 0, i32 0), i8* noundef %15, i32 noundef %16, i32 noundef %17)
  tail call void @__cxa_end_catch() #9
  %19 = load i32, i32* @_ZL6allocs, align 4, !tbaa !9
  %20 = add nsw i32 %19, 1
  store i32 %20, i32* @_ZL6allocs, align 4, !tbaa !9
  %21 = load i32, i32* @_ZL5ctors, align 4, !tbaa !9
  %22 = add nsw i32 %21, 3
  store i32 %22, i32* @_ZL5ctors, align 4, !tbaa !9
  store i32 -1, i32* @_ZN7Fragile6budgetE, align 4, !tbaa !9
  %23 = tail call i8* @__cxa_allocate_exception(i32 4) #9
  %24 = bitcast i8* %23 to i32*
  %25 = load i32, i32* @_ZN7Fragile6budgetE, align 4, !tbaa !9
  store i32 %25, i32* %24, align 8, !tbaa !9
  invoke void @__cxa_throw(i8* nonnull %23, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #10
          to label %26 unwind label %27

26:                                               ; preds = %13
  unreachable

27:                                               ; preds = %13
  %28 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTIi to i8*)
  %29 = load i32, i32* @_ZL5dtors, align 4, !tbaa !9
  %30 = add i32 %29, 3
  store i32 %30, i32* @_ZL5dtors, align 4, !tbaa !9
  %31 = load i32, i32* @_ZL5frees, align 4, !tbaa !9
  %32 = add nsw i32 %31, 1
  store i32 %32, i32* @_ZL5frees, align 4, !tbaa !9
  %33 = extractvalue { i8*, i32 } %28, 1
  %34 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #9
  %35 = icmp eq i32 %33, %34
  br i1 %35, label %36, label %223

36:                                               ; preds = %27
  %37 = extractvalue { i8*, i32 } %28, 0
  %38 = tail call i8* @__cxa_begin_catch(i8* %37) #9
  %39 = bitcast i8* %38 to i32*
  %40 = load i32, i32* %39, align 4, !tbaa !9
  %41 = load i32, i32* @_ZL5ctors, align 4, !tbaa !9
  %42 = load i32, i32* @_ZL5dtors, align 4, !tbaa !9
  %43 = load i32, i32* @_ZL5frees, align 4, !tbaa !9
  %44 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([54 x i8], [54 x i8]* @.str.2, i32 0, i32 0), i32 noundef %40, i32 noundef %41, i32 noundef %42, i32 noundef %43)
  tail call void @__cxa_end_catch() #9
  br label %95

45:                                               ; preds = %127
  %46 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([27 x i8], [27 x i8]* @.str.4, i32 0, i32 0), i32 noundef %128, i32 noundef 2, i32 noundef 0)
  %47 = tail call i8* @__cxa_allocate_exception(i32 2) #9
  %48 = bitcast i8* %47 to i16*
  store i16 7, i16* %48, align 8, !tbaa !15
  invoke void @__cxa_throw(i8* nonnull %47, i8* bitcast (i8** @_ZTIs to i8*), i8* null) #10
          to label %49 unwind label %50

49:                                               ; preds = %45
  unreachable

50:                                               ; preds = %45
  %51 = landingpad { i8*, i32 }
          catch i8* bitcast (i8** @_ZTIs to i8*)
          catch i8* null
  %52 = extractvalue { i8*, i32 } %51, 0
  %53 = extractvalue { i8*, i32 } %51, 1
  %54 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIs to i8*)) #9
  %55 = icmp eq i32 %53, %54
  %56 = tail call i8* @__cxa_begin_catch(i8* %52) #9
  br i1 %55, label %57, label %61

57:                                               ; preds = %50
  %58 = bitcast i8* %56 to i16*
  %59 = load i16, i16* %58, align 2, !tbaa !15
  %60 = sext i16 %59 to i32
  tail call void @__cxa_end_catch() #9
  br label %62

61:                                               ; preds = %50
  tail call void @__cxa_end_catch()
  br label %62

62:                                               ; preds = %57, %61
  %63 = phi i32 [ %60, %57 ], [ -1, %61 ]
  %64 = tail call i8* @__cxa_allocate_exception(i32 8) #9
  %65 = bitcast i8* %64 to i64*
  store i64 3000, i64* %65, align 8, !tbaa !17
  invoke void @__cxa_throw(i8* nonnull %64, i8* bitcast (i8** @_ZTIx to i8*), i8* null) #10
          to label %66 unwind label %67

66:                                               ; preds = %62
  unreachable

67:                                               ; preds = %62
  %68 = landingpad { i8*, i32 }
          catch i8* bitcast (i8** @_ZTIx to i8*)
          catch i8* null
  %69 = extractvalue { i8*, i32 } %68, 0
  %70 = extractvalue { i8*, i32 } %68, 1
  %71 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIx to i8*)) #9
  %72 = icmp eq i32 %70, %71
  %73 = tail call i8* @__cxa_begin_catch(i8* %69) #9
  br i1 %72, label %74, label %78

74:                                               ; preds = %67
  %75 = bitcast i8* %73 to i64*
  %76 = load i64, i64* %75, align 4, !tbaa !17
  %77 = trunc i64 %76 to i32
  tail call void @__cxa_end_catch() #9
  br label %79

78:                                               ; preds = %67
  tail call void @__cxa_end_catch()
  br label %79

79:                                               ; preds = %74, %78
  %80 = phi i32 [ %77, %74 ], [ -1, %78 ]
  %81 = tail call i8* @__cxa_allocate_exception(i32 2) #9
  %82 = bitcast i8* %81 to i16*
  store i16 1, i16* %82, align 8, !tbaa !15
  invoke void @__cxa_throw(i8* nonnull %81, i8* bitcast (i8** @_ZTIs to i8*), i8* null) #10
          to label %83 unwind label %84

83:                                               ; preds = %79
  unreachable

84:                                               ; preds = %79
  %85 = landingpad { i8*, i32 }
          catch i8* bitcast (i8** @_ZTIi to i8*)
          catch i8* null
  %86 = extractvalue { i8*, i32 } %85, 0
  %87 = extractvalue { i8*, i32 } %85, 1
  %88 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #9
  %89 = icmp eq i32 %87, %88
  %90 = tail call i8* @__cxa_begin_catch(i8* %86) #9
  br i1 %89, label %91, label %94

91:                                               ; preds = %84
  %92 = bitcast i8* %90 to i32*
  %93 = load i32, i32* %92, align 4, !tbaa !9
  tail call void @__cxa_end_catch() #9
  br label %132

94:                                               ; preds = %84
  tail call void @__cxa_end_catch()
  br label %132

95:                                               ; preds = %36, %127
  %96 = phi i32 [ 0, %36 ], [ %129, %127 ]
  %97 = phi i32 [ 0, %36 ], [ %128, %127 ]
  %98 = icmp ugt i32 %96, 2
  br i1 %98, label %99, label %111

99:                                               ; preds = %95
  %100 = tail call i8* @__cxa_allocate_exception(i32 4) #9
  %101 = bitcast i8* %100 to i32*
  %102 = shl nuw nsw i32 %96, 1
  store i32 %102, i32* %101, align 8, !tbaa !9
  invoke void @__cxa_throw(i8* nonnull %100, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #10
          to label %110 unwind label %103

103:                                              ; preds = %99
  %104 = landingpad { i8*, i32 }
          cleanup
          filter [1 x i8*] [i8* bitcast (i8** @_ZTIi to i8*)]
          catch i8* bitcast (i8** @_ZTIi to i8*)
  %105 = extractvalue { i8*, i32 } %104, 1
  %106 = icmp slt i32 %105, 0
  br i1 %106, label %107, label %116

107:                                              ; preds = %103
  %108 = extractvalue { i8*, i32 } %104, 0
  invoke void @__cxa_call_unexpected(i8* %108) #10
          to label %109 unwind label %113

109:                                              ; preds = %107
  unreachable

110:                                              ; preds = %99
  unreachable

111:                                              ; preds = %95
  %112 = add nsw i32 %96, %97
  br label %127

113:                                              ; preds = %107
  %114 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTIi to i8*)
  %115 = extractvalue { i8*, i32 } %114, 1
  br label %116

116:                                              ; preds = %103, %113
  %117 = phi i32 [ %105, %103 ], [ %115, %113 ]
  %118 = phi { i8*, i32 } [ %104, %103 ], [ %114, %113 ]
  %119 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #9
  %120 = icmp eq i32 %117, %119
  br i1 %120, label %121, label %223

121:                                              ; preds = %116
  %122 = extractvalue { i8*, i32 } %118, 0
  %123 = tail call i8* @__cxa_begin_catch(i8* %122) #9
  %124 = bitcast i8* %123 to i32*
  %125 = load i32, i32* %124, align 4, !tbaa !9
  %126 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.3, i32 0, i32 0), i32 noundef %125)
  tail call void @__cxa_end_catch() #9
  br label %127

127:                                              ; preds = %111, %121
  %128 = phi i32 [ %97, %121 ], [ %112, %111 ]
  %129 = add nuw nsw i32 %96, 1
  %130 = icmp eq i32 %129, 5
  br i1 %130, label %45, label %95, !llvm.loop !19

131:                                              ; preds = %159, %140
  unreachable

132:                                              ; preds = %94, %91
  %133 = phi i32 [ %93, %91 ], [ -1, %94 ]
  %134 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([43 x i8], [43 x i8]* @.str.5, i32 0, i32 0), i32 noundef %63, i32 noundef %80, i32 noundef %133)
  %135 = tail call i8* @__cxa_allocate_exception(i32 4) #9
  %136 = bitcast i8* %135 to %struct.Fragile*
  %137 = invoke noundef %struct.Fragile* @_ZN7FragileC1Ei(%struct.Fragile* noundef nonnull align 4 dereferenceable(4) %136, i32 noundef 3)
          to label %140 unwind label %138

138:                                              ; preds = %132
  %139 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast ({ i8*, i8* }* @_ZTI7Fragile to i8*)
  tail call void @__cxa_free_exception(i8* %135) #9
  br label %143

140:                                              ; preds = %132
  invoke void @__cxa_throw(i8* %135, i8* bitcast ({ i8*, i8* }* @_ZTI7Fragile to i8*), i8* bitcast (%struct.Fragile* (%struct.Fragile*)* @_ZN7FragileD1Ev to i8*)) #10
          to label %131 unwind label %141

141:                                              ; preds = %140
  %142 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast ({ i8*, i8* }* @_ZTI7Fragile to i8*)
  br label %143

143:                                              ; preds = %141, %138
  %144 = phi { i8*, i32 } [ %142, %141 ], [ %139, %138 ]
  %145 = extractvalue { i8*, i32 } %144, 1
  %146 = tail call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI7Fragile to i8*)) #9
  %147 = icmp eq i32 %145, %146
  br i1 %147, label %148, label %223

148:                                              ; preds = %143
  %149 = extractvalue { i8*, i32 } %144, 0
  %150 = tail call i8* @__cxa_begin_catch(i8* %149) #9
  %151 = bitcast i8* %150 to i32*
  %152 = load i32, i32* %151, align 4, !tbaa !21
  %153 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([26 x i8], [26 x i8]* @.str.6, i32 0, i32 0), i32 noundef %152)
  tail call void @__cxa_end_catch()
  %154 = tail call i8* @__cxa_allocate_exception(i32 4) #9
  %155 = bitcast i8* %154 to %struct.Fragile*
  %156 = invoke noundef %struct.Fragile* @_ZN7FragileC1Ei(%struct.Fragile* noundef nonnull align 4 dereferenceable(4) %155, i32 noundef 9)
          to label %159 unwind label %157

157:                                              ; preds = %148
  %158 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast ({ i8*, i8* }* @_ZTI7Fragile to i8*)
  tail call void @__cxa_free_exception(i8* %154) #9
  br label %162

159:                                              ; preds = %148
  invoke void @__cxa_throw(i8* %154, i8* bitcast ({ i8*, i8* }* @_ZTI7Fragile to i8*), i8* bitcast (%struct.Fragile* (%struct.Fragile*)* @_ZN7FragileD1Ev to i8*)) #10
          to label %131 unwind label %160

160:                                              ; preds = %159
  %161 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast ({ i8*, i8* }* @_ZTI7Fragile to i8*)
  br label %162

162:                                              ; preds = %160, %157
  %163 = phi { i8*, i32 } [ %161, %160 ], [ %158, %157 ]
  %164 = extractvalue { i8*, i32 } %163, 1
  %165 = tail call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI7Fragile to i8*)) #9
  %166 = icmp eq i32 %164, %165
  br i1 %166, label %167, label %223

167:                                              ; preds = %162
  %168 = extractvalue { i8*, i32 } %163, 0
  %169 = tail call i8* @__cxa_begin_catch(i8* %168) #9
  %170 = bitcast i8* %169 to i32*
  %171 = load i32, i32* %170, align 4, !tbaa !21
  %172 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([26 x i8], [26 x i8]* @.str.6, i32 0, i32 0), i32 noundef %171)
  tail call void @__cxa_end_catch()
  br label %180

173:                                              ; preds = %228
  %174 = add nsw i32 %128, 2
  %175 = load i32, i32* @_ZL6allocs, align 4, !tbaa !9
  %176 = load i32, i32* @_ZL5frees, align 4, !tbaa !9
  %177 = load i32, i32* @_ZL5ctors, align 4, !tbaa !9
  %178 = load i32, i32* @_ZL5dtors, align 4, !tbaa !9
  %179 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([50 x i8], [50 x i8]* @.str.8, i32 0, i32 0), i32 noundef %175, i32 noundef %176, i32 noundef %177, i32 noundef %178, i32 noundef %174)
  ret i32 0

180:                                              ; preds = %167, %228
  %181 = phi i32 [ 0, %167 ], [ %232, %228 ]
  %182 = icmp eq i32 %181, 0
  br i1 %182, label %209, label %183

183:                                              ; preds = %180
  %184 = tail call i8* @__cxa_allocate_exception(i32 4) #9
  %185 = bitcast i8* %184 to i32*
  store i32 %181, i32* %185, align 8, !tbaa !9
  invoke void @__cxa_throw(i8* nonnull %184, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #10
          to label %227 unwind label %186

186:                                              ; preds = %183
  %187 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTIi to i8*)
  %188 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.14, i32 0, i32 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.12, i32 0, i32 0)) #9
  %189 = extractvalue { i8*, i32 } %187, 0
  %190 = extractvalue { i8*, i32 } %187, 1
  %191 = icmp eq i32 %190, %88
  br i1 %191, label %192, label %212

192:                                              ; preds = %186
  %193 = tail call i8* @__cxa_begin_catch(i8* %189) #9
  %194 = bitcast i8* %193 to i32*
  %195 = load i32, i32* %194, align 4, !tbaa !9
  %196 = icmp sgt i32 %195, 1
  br i1 %196, label %197, label %206

197:                                              ; preds = %192
  %198 = tail call i8* @__cxa_allocate_exception(i32 4) #9
  %199 = bitcast i8* %198 to i32*
  %200 = add nuw nsw i32 %195, 10
  store i32 %200, i32* %199, align 8, !tbaa !9
  invoke void @__cxa_throw(i8* nonnull %198, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #10
          to label %227 unwind label %201

201:                                              ; preds = %197
  %202 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTIi to i8*)
  %203 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.14, i32 0, i32 0), i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.13, i32 0, i32 0)) #9
  %204 = extractvalue { i8*, i32 } %202, 0
  %205 = extractvalue { i8*, i32 } %202, 1
  tail call void @__cxa_end_catch() #9
  br label %212

206:                                              ; preds = %192
  %207 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.14, i32 0, i32 0), i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.13, i32 0, i32 0)) #9
  tail call void @__cxa_end_catch() #9
  %208 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.14, i32 0, i32 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.11, i32 0, i32 0)) #9
  br label %228

209:                                              ; preds = %180
  %210 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.14, i32 0, i32 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.12, i32 0, i32 0)) #9
  %211 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.14, i32 0, i32 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.11, i32 0, i32 0)) #9
  br label %228

212:                                              ; preds = %201, %186
  %213 = phi i32 [ %205, %201 ], [ %190, %186 ]
  %214 = phi i8* [ %204, %201 ], [ %189, %186 ]
  %215 = phi { i8*, i32 } [ %202, %201 ], [ %187, %186 ]
  %216 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.14, i32 0, i32 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.11, i32 0, i32 0)) #9
  %217 = icmp eq i32 %213, %88
  br i1 %217, label %218, label %225

218:                                              ; preds = %212
  %219 = tail call i8* @__cxa_begin_catch(i8* %214) #9
  %220 = bitcast i8* %219 to i32*
  %221 = load i32, i32* %220, align 4, !tbaa !9
  %222 = mul nsw i32 %221, 100
  tail call void @__cxa_end_catch() #9
  br label %228

223:                                              ; preds = %116, %143, %162, %6, %27, %225
  %224 = phi { i8*, i32 } [ %215, %225 ], [ %28, %27 ], [ %7, %6 ], [ %144, %143 ], [ %163, %162 ], [ %118, %116 ]
  resume { i8*, i32 } %224

225:                                              ; preds = %212
  %226 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.14, i32 0, i32 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.10, i32 0, i32 0)) #9
  br label %223

227:                                              ; preds = %197, %183
  unreachable

228:                                              ; preds = %206, %209, %218
  %229 = phi i32 [ %222, %218 ], [ 0, %209 ], [ %195, %206 ]
  %230 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.14, i32 0, i32 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.10, i32 0, i32 0)) #9
  %231 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.7, i32 0, i32 0), i32 noundef %181, i32 noundef %229)
  %232 = add nuw nsw i32 %181, 1
  %233 = icmp eq i32 %232, 3
  br i1 %233, label %173, label %180, !llvm.loop !23
}

; Function Attrs: ssp
define linkonce_odr noundef %struct.Fragile* @_ZN7FragileC1Ei(%struct.Fragile* noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #5 align 2 {
  %3 = getelementptr inbounds %struct.Fragile, %struct.Fragile* %0, i32 0, i32 0
  store i32 %1, i32* %3, align 4, !tbaa !21
  %4 = icmp eq i32 %1, 13
  br i1 %4, label %5, label %8

5:                                                ; preds = %2
  %6 = tail call i8* @__cxa_allocate_exception(i32 4) #9
  %7 = bitcast i8* %6 to i8**
  store i8* getelementptr inbounds ([8 x i8], [8 x i8]* @.str.9, i32 0, i32 0), i8** %7, align 8, !tbaa !13
  tail call void @__cxa_throw(i8* %6, i8* bitcast (i8** @_ZTIPKc to i8*), i8* null) #10
  unreachable

8:                                                ; preds = %2
  %9 = load i32, i32* @_ZL5ctors, align 4, !tbaa !9
  %10 = add nsw i32 %9, 1
  store i32 %10, i32* @_ZL5ctors, align 4, !tbaa !9
  ret %struct.Fragile* %0
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #6

; Function Attrs: nofree nosync nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #7

declare i8* @__cxa_begin_catch(i8*) local_unnamed_addr

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: nounwind ssp
define linkonce_odr noundef %struct.Fragile* @_ZN7FragileD1Ev(%struct.Fragile* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #8 align 2 {
  %2 = load i32, i32* @_ZL5dtors, align 4, !tbaa !9
  %3 = add nsw i32 %2, 1
  store i32 %3, i32* @_ZL5dtors, align 4, !tbaa !9
  ret %struct.Fragile* %0
}

declare i8* @__cxa_allocate_exception(i32) local_unnamed_addr

declare void @__cxa_throw(i8*, i8*, i8*) local_unnamed_addr

declare void @__cxa_free_exception(i8*) local_unnamed_addr

attributes #0 = { mustprogress nobuiltin nofree nounwind ssp willreturn allocsize(0) "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #2 = { mustprogress nobuiltin nounwind ssp willreturn "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #3 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #4 = { norecurse ssp "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #5 = { ssp "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #6 = { nofree nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #7 = { nofree nosync nounwind readnone }
attributes #8 = { nounwind ssp "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #9 = { nounwind }
attributes #10 = { noreturn }

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
!9 = !{!10, !10, i64 0}
!10 = !{!"int", !11, i64 0}
!11 = !{!"omnipotent char", !12, i64 0}
!12 = !{!"Simple C++ TBAA"}
!13 = !{!14, !14, i64 0}
!14 = !{!"any pointer", !11, i64 0}
!15 = !{!16, !16, i64 0}
!16 = !{!"short", !11, i64 0}
!17 = !{!18, !18, i64 0}
!18 = !{!"long long", !11, i64 0}
!19 = distinct !{!19, !20}
!20 = !{!"llvm.loop.mustprogress"}
!21 = !{!22, !10, i64 0}
!22 = !{!"_ZTS7Fragile", !10, i64 0}
!23 = distinct !{!23, !20}
